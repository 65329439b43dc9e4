import type { NamespaceOf } from "../../catalogue";

/** The home page: hero, join by code, how it works, recent public khatms, figures and the FAQ. */
export default {
  heroTitle: "Lisons ensemble le Coran en entier",
  heroText:
    "Créez un khatm, partagez-le avec votre famille et vos amis, et que chacun réserve un juz. Suivez l’avancement jusqu’à ce que les 30 juz soient lus.",
  createKhatm: "Créer un khatm",
  joinPublic: "Rejoindre un khatm public",
  joinTitle: "Rejoindre un khatm",
  joinHint: "Saisissez le code d’accès à 6 chiffres que vous avez reçu.",
  accessCode: "Code d’accès",
  join: "Rejoindre",
  invalidCodeTitle: "Code invalide",
  invalidCode: "Veuillez saisir un code d’accès valide à 6 chiffres.",
  found: "Khatm « {name} » trouvé. Redirection...",
  notFoundTitle: "Khatm introuvable",
  notFound: "Aucun khatm ne correspond à ce code d’accès. Vérifiez-le et réessayez.",
  lookupFailed: "Une erreur s’est produite pendant la recherche du khatm.",
  howItWorks: "Comment ça marche",
  stepCreate: "Créez",
  stepCreateText: "Créez un khatm en lui donnant un nom, et une occasion si vous le souhaitez.",
  stepShare: "Partagez",
  stepShareText: "Partagez le lien unique ou le code d’accès à 6 chiffres avec votre famille et vos amis.",
  stepTrack: "Suivez",
  stepTrackText: "Suivez l’avancement à mesure que les lecteurs réservent et terminent les 30 juz.",
  recentPublic: "Khatms publics récents",
  statsFailed: "Impossible de charger les statistiques. Réessayez plus tard.",
  noPublic: "Aucun khatm public pour le moment.",
  createFirst: "Créer le premier khatm",
  viewAllPublic: "Voir tous les khatms publics",
  khatmsCompleted: "Khatms terminés",
  activeParticipants: "Participants actifs",
  faqTitle: "Questions fréquentes",
  faqJoinQ: "Comment rejoindre un khatm ?",
  faqJoinA:
    "Choisissez-en un dans la liste des khatms publics, ou saisissez le code d’accès à 6 chiffres reçu dans la case « Rejoindre un khatm ».",
  faqAccountQ: "Ai-je besoin d’un compte ?",
  faqAccountA:
    "Non, le compte est facultatif. Il vous permet de suivre toutes vos réservations au même endroit et de recevoir des notifications par e-mail.",
  faqDeadlineQ: "Y a-t-il une date limite pour la lecture ?",
  faqDeadlineA: "Non. Il n’y a pas de date limite : lisez votre juz à votre rythme.",
  faqCreateQ: "Comment créer un khatm ?",
  faqCreateA:
    "Appuyez sur « Créer un khatm » et donnez-lui un nom. Vous obtenez un code d’accès unique à partager avec les lecteurs.",
  faqManyQ: "Puis-je réserver plusieurs juz ?",
  faqManyA: "Oui. Sélectionnez plusieurs juz et réservez-les tous en une seule fois.",
  faqCancelQ: "Comment annuler une réservation ?",
  faqCancelA:
    "Ouvrez Mes réservations et appuyez sur le bouton « Annuler la réservation » à côté du juz. Il redevient disponible pour les autres.",
  faqContactQ: "Comment vous contacter ?",
  faqContactA: "Par notre {contactForm}.",
  contactForm: "formulaire de contact",
} satisfies NamespaceOf<"home">;
