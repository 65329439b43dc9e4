import type { NamespaceOf } from "../../catalogue";

/** My Reservations (/my-reservations): a reader's juz across khatms. */
export default {
  title: "Mes réservations",
  noneSignedIn: "Vous n’avez encore aucune réservation. Rejoignez un khatm pour réserver votre part de lecture.",
  emailPlaceholder: "Votre e-mail",
  update: "Actualiser",
  reservationsMade: "réservations effectuées",
  noneFromBrowser:
    "Aucune réservation depuis ce navigateur avec {email}. Les réservations faites sur un autre appareil s’affichent une fois que vous vous êtes {signIn}.",
  signIn: "connecté",
  noEmailTitle: "Aucun e-mail indiqué",
  noEmail: "Saisissez l’e-mail utilisé pour réserver afin de voir vos réservations.",
  loading: "Chargement des réservations",
  loadFailed: "Impossible de charger vos réservations",
  tryAgain: "Réessayer",
  noneFound: "Aucune réservation trouvée",
  refreshError: "Une erreur s’est produite. Essayez d’actualiser la page.",
  emailRequiredTitle: "E-mail requis",
  emailRequired: "Veuillez saisir votre e-mail en haut de la page pour confirmer cette action",
  reserved: "Réservés",
  completed: "Terminés",
  sectionCount: "{title} ({count})",
  cancelReservation: "Annuler la réservation",
  viewFull: "Voir tout le khatm",
  cancelText:
    "Annuler votre réservation du juz {number} dans « {name} » ? D’autres lecteurs pourront alors le réserver.",
  keep: "Garder la réservation",
  completedOn: "Terminé le {date}",
  reservedOn: "Réservé le {date}",
} satisfies NamespaceOf<"myReservations">;
