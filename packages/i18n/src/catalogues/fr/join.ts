import type { NamespaceOf } from "../../catalogue";

/** The join page /j/{code}: picking available juz and the reservation form. */
export default {
  allReservedTitle: "Tous les juz de ce khatm sont réservés.",
  checkBackLater: "Revenez plus tard...",
  availableJuz: "Juz disponibles",
  pickHint: "Touchez les juz que vous voulez lire, puis réservez-les ci-dessous.",
  reserveTitle: "Réserver les juz choisis",
  yourName: "Votre nom",
  yourEmail: "Votre e-mail",
  emailOptionalSignedIn: "Facultatif : si le champ reste vide, l’e-mail de votre compte est utilisé.",
  createAccount: "Créer un compte pour suivre mes réservations et recevoir des notifications par e-mail",
  reserveButton: "{count, plural, one {Réserver le juz} many {Réserver les # juz} other {Réserver les # juz}}",
  accountCreatedTitle: "Compte créé",
  accountCreated: "Compte créé ! Consultez vos e-mails pour savoir comment vous connecter.",
  takenTitle: "Déjà pris",
  taken:
    "{juz} {count, plural, one {vient d’être réservé par quelqu’un d’autre et a donc été retiré} many {viennent d’être réservés par quelqu’un d’autre et ont donc été retirés} other {viennent d’être réservés par quelqu’un d’autre et ont donc été retirés}} de votre sélection. Veuillez en choisir un autre.",
  selectedOne: "Vous avez choisi le juz {first}",
  selectedMany: "Vous avez choisi le juz {first} et {others, plural, one {# autre} many {# autres} other {# autres}}",
  noJuzSelectedTitle: "Aucun juz sélectionné",
  noJuzSelected: "Veuillez sélectionner au moins un juz à réserver",
  emailRequired: "Veuillez indiquer votre adresse e-mail pour continuer",
} satisfies NamespaceOf<"join">;
