/**
 * A khatm's finish-by date (issue 37): a calendar day, `YYYY-MM-DD` in UTC, that its readers mean to finish by, and
 * the pace it asks for. Plain functions of a given day, so the worker, the browser and tests decide "today" themselves.
 */

/** How far ahead a finish-by date may lie. */
export const FINISH_BY_MAX_YEARS = 3;
/** How many days before the date its organizers hear that parts are still free. */
export const FINISH_BY_NOTICE_DAYS = 3;

const DAY = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of `at`, as `YYYY-MM-DD`. */
export function utcDay(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utcDay(at) === value;
}

/** Whole days from the day `from` to the day `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** What is wrong with a finish-by date set on `today`, or null: not a date, before today, more than 3 years ahead. */
export function finishByProblem(value: string, today: string): "invalid" | "past" | "tooFar" | null {
  if (!isCalendarDate(value)) return "invalid";
  if (value < today) return "past";
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return value > utcDay(Date.UTC(year + FINISH_BY_MAX_YEARS, month - 1, day)) ? "tooFar" : null;
}

/**
 * The pace a finish-by date asks on `today`: the days left counting today and the last day (a date nine days ahead
 * leaves 10; none once it has passed), the parts (or a counted recitation's recitations) not completed, and how many
 * a day that takes, rounded up to one decimal (all of them on a date that has passed).
 */
export interface Pace {
  daysLeft: number;
  partsLeft: number;
  perDay: number;
}

export function paceOf(finishBy: string, partsLeft: number, today: string): Pace {
  const daysLeft = Math.max(0, daysBetween(today, finishBy) + 1);
  const perDay = daysLeft > 0 ? Math.ceil((partsLeft * 10) / daysLeft) / 10 : partsLeft;
  return { daysLeft, partsLeft, perDay };
}

/**
 * What the khatm says of its date: "onTime" once every part is completed by the end of the date, "late" once the date
 * has passed with parts left (it stays open); null before the date, or for a khatm completed only after it.
 */
export function finishOutcomeOf(
  finishBy: string,
  partsLeft: number,
  completedOn: string | null,
  today: string,
): "onTime" | "late" | null {
  if (partsLeft === 0) return completedOn !== null && completedOn <= finishBy ? "onTime" : null;
  return today > finishBy ? "late" : null;
}

/** When the "3 days left" message is due: the start (UTC) of the day three days before the date. */
export function finishByNoticeAt(finishBy: string): number {
  return Date.parse(`${finishBy}T00:00:00Z`) - FINISH_BY_NOTICE_DAYS * DAY;
}
