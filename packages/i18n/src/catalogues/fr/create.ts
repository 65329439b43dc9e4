import type { NamespaceOf } from "../../catalogue";

/** Creating a khatm (/create) and the success page after it (/success). */
export default {
  title: "Créer un khatm",
  intro:
    "{division, select, juz {Donnez un nom à votre khatm (lecture complète du Coran), partagez-le, et les lecteurs réservent les 30 juz.} hizb {Donnez un nom à votre khatm (lecture complète du Coran), partagez-le, et les lecteurs réservent les 60 hizb.} quarter {Donnez un nom à votre khatm (lecture complète du Coran), partagez-le, et les lecteurs réservent les 240 quarts.} page {Donnez un nom à votre khatm (lecture complète du Coran), partagez-le, et les lecteurs réservent les 604 pages.} surah {Donnez un nom à votre khatm (lecture complète du Coran), partagez-le, et les lecteurs réservent les 114 sourates.} count {Donnez un nom à votre khatm, partagez-le, et les lecteurs s’engagent pour ses récitations.} other {Donnez un nom à votre khatm (lecture complète du Coran), partagez-le, et les lecteurs en réservent les parties.}}",
  khatmName: "Nom du khatm",
  khatmNamePlaceholder: "ex. Khatm du Ramadan 2025",
  occasion: "Occasion",
  occasionPlaceholder: "ex. Ramadan, ou une réunion de famille (facultatif)",
  makePublic: "Rendre ce khatm public (visible par tous)",
  creatingAs: "Créé au nom de : {name} ({email})",
  yourName: "Votre nom",
  yourEmail: "Votre e-mail",
  privateDetails: "Votre nom et votre e-mail restent toujours privés.",
  accountNotice:
    "En créant un khatm, vous acceptez la création d’un compte avec cette adresse e-mail. Nous vous enverrons un lien de connexion pour gérer votre khatm.",
  cancel: "Annuler",
  creating: "Création...",
  create: "Créer le khatm",
  loginEmailSentTitle: "E-mail de connexion envoyé",
  loginEmailSent: "Consultez vos e-mails : un lien vous permet de vous connecter et de gérer votre khatm.",
  nothingToShow: "Aucun nouveau khatm à afficher. Redirection...",
  createdTitle: "Khatm créé !",
  public: "Public",
  private: "Privé",
  accessCode: "Code d’accès",
  codeHint: "Les lecteurs saisissent ce code sur la page d’accueil, ou ouvrent le lien que vous partagez.",
  copyShareableLink: "Copier le lien de partage",
  viewKhatm: "Voir le khatm",
  manageYourKhatms: "Gérer vos khatms",
  signInToManage: "Se connecter pour gérer",
  manageLinkTitle: "Votre lien de gestion",
  manageLinkHint:
    "Conservez-le : c’est la clé de ce khatm. Quiconque l’ouvre peut gérer le khatm, gardez-le donc pour vous.",
  copyManageLink: "Copier le lien de gestion",
  manageLinkCopied: "Lien de gestion copié !",
  manageLinkEmailed: "Nous vous l’avons aussi envoyé par e-mail.",
  manageLinkEmailing: "Nous vous l’envoyons par e-mail.",
  manageLinkNotEmailedTitle: "Ce lien ne vous a pas été envoyé par e-mail",
  manageLinkNotEmailed:
    "Nous n’avons pas pu vous envoyer l’e-mail contenant ce lien : votre adresse a reçu aujourd’hui autant d’e-mails que nous pouvons en envoyer, ou elle a demandé à ne plus en recevoir. Copiez le lien maintenant et gardez-le précieusement : il ne viendra pas par e-mail.",
  manageLinkEmailRetrying:
    "L’e-mail contenant ce lien n’a pas encore pu être envoyé ; nous réessaierons pendant une journée. Copiez le lien maintenant, par précaution.",
} satisfies NamespaceOf<"create">;
