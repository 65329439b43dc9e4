/**
 * Web Push notifications (issue 36): what a phone shows for a khatm's reminders, warnings, rounds and completion,
 * a title and a short body each, in the recipient's language. The worker's only (apps/worker/src/push/messages.ts).
 */
export default {
  reminderTitle: 'A reminder from "{name}"',
  reminderBody: "Your reading is waiting for you. Tap to open the Khatm.",
  creatorReminderBody: "{creator} sent a reminder: your reading is waiting for you.",
  staleWarningTitle: 'Your reservation in "{name}" will be freed tomorrow',
  staleWarningBody: "Mark what you have read to keep it.",
  staleReleasedTitle: 'Your reservation in "{name}" is available again',
  staleReleasedBody: "Another reader can take it now. Open the Khatm to reserve again.",
  invitationTitle: 'Round {round} of "{name}" has started',
  invitationBody: "Open the Khatm to reserve your part.",
  roundReservationBody: "Your part is already reserved for you. Open the Khatm to read it.",
  completedTitle: '"{name}" is complete',
  completedBody: "Thank you for taking part. May Allah accept it from all of you.",
  fullyCompletedBody: "Every part has been read. Open the Khatm to see it.",
  fullyReservedTitle: 'Every part of "{name}" is taken',
  fullyReservedBody: "Open the Khatm to follow the reading.",
} satisfies Record<string, string>;
