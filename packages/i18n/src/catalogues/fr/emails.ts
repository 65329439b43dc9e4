import type { NamespaceOf } from "../../catalogue";

/**
 * The worker's e-mails. Subjects and sentences only: the templates (apps/worker/src/email/templates) hold the HTML,
 * and put names and links in escaped, {name} in <strong> where the HTML version shows it bold.
 */
export default {
  greeting: "Assalamou alaykoum,",
  greetingNamed: "Assalamou alaykoum {name},",
  orOpenLink: "Ou ouvrez ce lien : {link}",
  magicLinkSubject: "Connexion à Khatms",
  magicLinkOpen: "Ouvrez ce lien pour vous connecter à Khatms :",
  magicLinkUseButton: "Utilisez le bouton ci-dessous pour vous connecter à Khatms.",
  magicLinkExpires:
    "Le lien expire dans {minutes, plural, one {# minute} many {# de minutes} other {# minutes}} et ne sert qu’une fois.",
  magicLinkIgnore: "Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.",
  accountSubject: "Votre compte Khatms a été créé",
  accountHeading: "Compte créé",
  accountCreated: "Votre compte Khatms a été créé.",
  accountLinkFollows:
    "Nous vous envoyons un autre e-mail avec un lien de connexion. Vous pouvez aussi en demander un nouveau à tout moment :",
  signIn: "Se connecter",
  createdSubject: "Votre khatm « {name} » a été créé",
  createdHeading: "Votre khatm a été créé",
  createdSentence: "Votre khatm « {name} » a été créé.",
  createdSentenceHtml: "Votre khatm {name} a été créé.",
  accessCode: "Code d’accès : {code}",
  shareLink: "Partagez ce lien avec les lecteurs : {link}",
  shareLinkHtml: "Partagez ce lien avec les lecteurs :",
  joinLink: "Ou envoyez-les directement sur la page pour participer : {link}",
  manageIntro: "Gérez votre khatm (réserver pour d’autres, annuler, transférer, supprimer) depuis ce lien privé :",
  manageWarning: "Gardez-le pour vous : toute personne qui a ce lien peut gérer le khatm.",
  viewKhatm: "Voir le khatm",
  manageKhatm: "Gérer votre khatm",
  viewKhatmLink: "Voir le khatm : {link}",
  khatmLine: "Khatm : « {name} »",
  khatmLineHtml: "Khatm : {name}",
  fullyReservedSubject: "Les {total} juz de « {name} » sont réservés",
  fullyReservedHeading: "Tous les juz sont réservés",
  fullyReserved:
    "Les {total} juz de votre khatm sont maintenant réservés. Vous pouvez suivre l’avancement des lecteurs sur sa page.",
  completedSubject: "« {name} » est terminé",
  completedHeading: "Votre khatm est terminé",
  completed:
    "Alhamdoulillah, les {total} juz de votre khatm ont été lus. Qu’Allah l’accepte de chacun de ceux qui y ont pris part.",
  reservationSubject: "Vos juz dans « {name} »",
  reservationHeading: "Votre réservation de juz",
  reservedSelf: "Vous avez réservé {count} juz dans le khatm « {name} » :",
  reservedSelfHtml: "Vous avez réservé {count} juz dans le khatm {name} :",
  reservedBy: "{by} a réservé pour vous {count} juz dans le khatm « {name} » :",
  reservedByHtml: "{by} a réservé pour vous {count} juz dans le khatm {name} :",
  juzLine: "- Juz {number} : {surahs}",
  juzLineHtml: "{juz} : {surahs}",
  juz: "Juz {number}",
  manageReservations: "Consultez, terminez ou annulez vos réservations : {link}",
  noDeadline: "Il n’y a pas de date limite. Qu’Allah accepte votre lecture.",
  accountSignInHere: "Connectez-vous avec cette adresse e-mail pour suivre vos réservations : {link}",
} satisfies NamespaceOf<"emails">;
