/**
 * The reading schedule's numbers (reminders, stale reservations), shared by the API and the forms.
 * Days are whole days of 24 hours counted from the reservation.
 */
export const READING_SCHEDULE = {
  /** A reader who asked for reminders gets the first after this many days without completing (khatm setting). */
  reminderDaysDefault: 7,
  reminderDaysMin: 1,
  reminderDaysMax: 60,
  /** After the first, reminders repeat at most this often. */
  reminderRepeatDays: 7,
  /** "Free juz not completed after N days": off unless the creator sets it; the warning goes a day before. */
  staleDaysMin: 2,
  staleDaysMax: 365,
  /** The creator's "Send a reminder" goes at most once per this many hours per khatm. */
  manualReminderHours: 24,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a khatm does when its 30 juz are completed: nothing, or start its next round by inviting or rotating. */
export const NEXT_ROUND_MODES = ["invite", "rotate"] as const;
export type NextRoundMode = (typeof NEXT_ROUND_MODES)[number];
export const AUTO_NEXT_ROUND = ["off", ...NEXT_ROUND_MODES] as const;
export type AutoNextRound = (typeof AUTO_NEXT_ROUND)[number];

/** The juz a reader of juz `number` reads in the next round of a rotation (One-Day-One-Juz style: 30 is followed by 1). */
export function rotatedJuz(number: number, count: number): number {
  return (number % count) + 1;
}
