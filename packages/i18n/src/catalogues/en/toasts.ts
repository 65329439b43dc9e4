/** What a change to a khatm or a juz says when it ends (spec §8's catalogue). */
export default {
  createdTitle: "Success!",
  created: "Your Khatm has been created successfully.",
  createFailedStatus: "Failed to create Khatm: {status} {detail}",
  createFailed: "Failed to create Khatm. Please try again.",
  reserved: "You have successfully reserved {count} juz. Thank you for your contribution to this Khatm.",
  reservedOnBehalf: "You have successfully reserved {count} juz on behalf of {name}.",
  reserveFailed: "Failed to reserve juz: {error}",
  cancelManyFailed: "Failed to cancel reservations. Please try again.",
  cancelFailed: "Failed to cancel reservation: {error}",
  transferFailed: "Failed to transfer juz: {error}",
  completeFailed: "Failed to mark juz as completed: {error}",
  uncompleteFailed: "Failed to mark juz as not completed. Please try again.",
  deletedTitle: "Khatm Deleted",
  deleted: '"{name}" has been deleted.',
  deleteForbidden: "Only the creator of this Khatm can delete it.",
  deleteFailed: "Failed to delete the Khatm. Please try again.",
} satisfies Record<string, string>;
