import type { NamespaceOf } from "../../catalogue";

/** My Khatms (/my-khatms): the khatms a creator made. */
export default {
  title: "Mes khatms",
  createNew: "Créer un nouveau khatm",
  noneCreatedSignedIn: "Vous n’avez encore créé aucun khatm.",
  noneFromBrowser: "Aucun khatm n’a été créé depuis ce navigateur.",
  find: "Retrouver mes khatms",
  findPlaceholder: "L’e-mail utilisé pour la création",
  findButton: "Rechercher",
  khatmsCreated: "khatms créés",
  loading: "Chargement des khatms",
  loadFailed: "Impossible de charger vos khatms",
  noActive: "Aucun khatm en cours",
  public: "Public",
  private: "Privé",
  noOccasion: "Sans occasion particulière",
  created: "Créé le {date}",
  manage: "Gérer le khatm",
  signInTitle: "Connectez-vous pour voir tous les khatms que vous avez créés",
  signInText:
    "Pour que vous seul puissiez les voir, nous affichons les khatms de {email} après l’ouverture d’un lien de connexion envoyé à cette adresse.",
  sent: "Envoyé ! Consultez vos e-mails ; le lien expire dans 15 minutes.",
  emailMeLink: "M’envoyer un lien de connexion",
} satisfies NamespaceOf<"myKhatms">;
