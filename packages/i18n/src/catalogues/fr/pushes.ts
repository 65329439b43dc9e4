import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: "Un rappel de « {name} »",
  reminderBody: "Votre lecture vous attend. Touchez pour ouvrir le khatm.",
  creatorReminderBody: "{creator} vous envoie un rappel : votre lecture vous attend.",
  staleWarningTitle: "Votre réservation dans « {name} » sera libérée demain",
  staleWarningBody: "Indiquez ce que vous avez lu pour la garder.",
  staleReleasedTitle: "Votre réservation dans « {name} » est de nouveau libre",
  staleReleasedBody: "Un autre lecteur peut la prendre. Ouvrez le khatm pour réserver à nouveau.",
  invitationTitle: "Le tour {round} de « {name} » a commencé",
  invitationBody: "Ouvrez le khatm pour réserver votre partie.",
  roundReservationBody: "Votre partie vous est déjà réservée. Ouvrez le khatm pour la lire.",
  completedTitle: "« {name} » est terminé",
  completedBody: "Merci d’y avoir pris part. Qu’Allah l’accepte de vous tous.",
  fullyCompletedBody: "Toutes les parties ont été lues. Ouvrez le khatm pour le voir.",
  fullyReservedTitle: "Toutes les parties de « {name} » sont prises",
  fullyReservedBody: "Ouvrez le khatm pour suivre la lecture.",
} satisfies NamespaceOf<"pushes">;
