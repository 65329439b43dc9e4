import type { NamespaceOf } from "../../catalogue";

/** Texts many screens share: the site's name, toast titles, dialog buttons. */
export default {
  siteName: "Khatm",
  siteTitle: "Khatm : lire ensemble le Coran en entier",
  pageTitle: "{page} · {site}",
  success: "C’est fait",
  error: "Erreur",
  warning: "Attention",
  back: "Retour",
  yourEmail: "Votre e-mail",
  browserOnlyNote:
    "Pour protéger votre vie privée, nous n’affichons que {what} de ce navigateur, ou la totalité une fois que vous vous êtes {signIn}.",
  signInLink: "connecté",
  noJuzSelected: "Aucun juz sélectionné",
  juzList: "Juz {list}",
  range: "{start}-{end}",
  listSeparator: ", ",
  listAnd: "{items} et {last}",
  unexpectedError: "Une erreur inattendue s’est produite",
  offlineTitle: "Vous êtes hors ligne",
  offlineAction: "Rien n’a été envoyé. Connectez-vous à Internet et réessayez.",
  offlineBanner:
    "Vous êtes hors ligne. Rien de ce que vous faites ne peut être envoyé avant le retour de la connexion.",
  slowTitle: "Cela prend plus de temps que d’habitude",
  slowMessage: "Pas de réponse après 10 secondes. Patientez, ou renvoyez.",
  tryAgain: "Réessayer",
} satisfies NamespaceOf<"common">;
