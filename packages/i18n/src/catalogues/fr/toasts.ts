import type { NamespaceOf } from "../../catalogue";

/** What a change to a khatm or a juz says when it ends (spec §8's catalogue). */
export default {
  createdTitle: "C’est fait !",
  created: "Votre khatm a bien été créé.",
  createFailedStatus: "Impossible de créer le khatm : {status} {detail}",
  createFailed: "Impossible de créer le khatm. Veuillez réessayer.",
  reserved: "Vous avez bien réservé {count} juz. Merci de votre participation à ce khatm.",
  reservedOnBehalf: "Vous avez bien réservé {count} juz pour le compte de {name}.",
  reserveFailed: "Impossible de réserver les juz : {error}",
  cancelManyFailed: "Impossible d’annuler les réservations. Veuillez réessayer.",
  cancelFailed: "Impossible d’annuler la réservation : {error}",
  transferFailed: "Impossible de transférer le juz : {error}",
  completeFailed: "Impossible de marquer le juz comme terminé : {error}",
  uncompleteFailed: "Impossible de marquer le juz comme non terminé. Veuillez réessayer.",
  deletedTitle: "Khatm supprimé",
  deleted: "« {name} » a été supprimé.",
  deleteForbidden: "Seul le créateur de ce khatm peut le supprimer.",
  deleteFailed: "Impossible de supprimer le khatm. Veuillez réessayer.",
} satisfies NamespaceOf<"toasts">;
