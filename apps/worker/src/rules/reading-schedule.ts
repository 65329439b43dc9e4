import { DAY_MS, READING_SCHEDULE, sameText } from "@khatm/schema/rules";

/**
 * When a khatm's reserved juz are due for a reminder, a stale warning or being freed, pure: the khatm's Durable
 * Object feeds it its rows and the time, and writes what it says in one transaction (durable/reading-schedule-store.ts),
 * so a second run at the same time finds nothing due. Times are ISO strings; days are 24 hours.
 *
 * - Reminder: a juz whose reader asked for them and has not stopped them, `reminderDays` after the reservation, then
 *   at most every `reminderRepeatDays` after the last one.
 * - Stale (when `staleDays` is set): a warning `staleDays - 1` days after the reservation, then the juz is freed
 *   `staleDays` after it, never sooner than a day after its warning (a setting made late still warns first).
 */
export interface ScheduleSettings {
  reminderDays: number;
  staleDays: number | null;
}

export interface ScheduledJuz {
  id: number;
  number: number;
  status: "available" | "reserved" | "completed";
  readerName: string | null;
  readerEmail: string | null;
  reservedAt: string | null;
}

/** The schedule row of the juz's current reservation (one of an older reservation must not be passed). */
export interface JuzScheduleState {
  remind: boolean;
  remindedAt: string | null;
  warnedAt: string | null;
}

export interface SchedulePlan<T extends ScheduledJuz> {
  remind: T[];
  warn: T[];
  release: T[];
}

const at = (time: string) => Date.parse(time);
const plusDays = (time: string | number, days: number) => (typeof time === "number" ? time : at(time)) + days * DAY_MS;

/** When the juz's next reminder is due, or null when it gets none. */
export function reminderDueAt(
  juz: ScheduledJuz,
  state: JuzScheduleState | undefined,
  settings: ScheduleSettings,
  stopped: (email: string) => boolean,
): number | null {
  if (juz.status !== "reserved" || !juz.reservedAt || !juz.readerEmail || !state?.remind) return null;
  if (stopped(juz.readerEmail)) return null;
  const first = plusDays(juz.reservedAt, settings.reminderDays);
  return state.remindedAt ? Math.max(first, plusDays(state.remindedAt, READING_SCHEDULE.reminderRepeatDays)) : first;
}

/** When the juz is next due for its stale warning or its release, or null when stale juz are not freed. */
export function staleDueAt(
  juz: ScheduledJuz,
  state: JuzScheduleState | undefined,
  settings: ScheduleSettings,
): { kind: "warn" | "release"; at: number } | null {
  if (juz.status !== "reserved" || !juz.reservedAt || settings.staleDays === null) return null;
  if (!state?.warnedAt) return { kind: "warn", at: plusDays(juz.reservedAt, settings.staleDays - 1) };
  return { kind: "release", at: Math.max(plusDays(juz.reservedAt, settings.staleDays), plusDays(state.warnedAt, 1)) };
}

/** What is due at `now`. A warning stands for a reminder too (the store records both), so a warned juz is not reminded. */
export function planSchedule<T extends ScheduledJuz>(
  juzs: readonly T[],
  states: ReadonlyMap<number, JuzScheduleState>,
  settings: ScheduleSettings,
  stoppedEmails: readonly string[],
  now: string,
): SchedulePlan<T> {
  const plan: SchedulePlan<T> = { remind: [], warn: [], release: [] };
  const stopped = isStopped(stoppedEmails);
  for (const juz of juzs) {
    const state = states.get(juz.id);
    const stale = staleDueAt(juz, state, settings);
    if (stale && stale.at <= at(now)) plan[stale.kind].push(juz);
    else if ((reminderDueAt(juz, state, settings, stopped) ?? Number.POSITIVE_INFINITY) <= at(now))
      plan.remind.push(juz);
  }
  return plan;
}

/** The earliest time anything of the khatm falls due (the cron's index in D1), or null when nothing ever will. */
export function earliestDue(
  juzs: readonly ScheduledJuz[],
  states: ReadonlyMap<number, JuzScheduleState>,
  settings: ScheduleSettings,
  stoppedEmails: readonly string[],
): string | null {
  const stopped = isStopped(stoppedEmails);
  let next = Number.POSITIVE_INFINITY;
  for (const juz of juzs) {
    const state = states.get(juz.id);
    next = Math.min(
      next,
      staleDueAt(juz, state, settings)?.at ?? next,
      reminderDueAt(juz, state, settings, stopped) ?? next,
    );
  }
  return Number.isFinite(next) ? new Date(next).toISOString() : null;
}

function isStopped(stoppedEmails: readonly string[]) {
  return (email: string) => stoppedEmails.some((entry) => sameText(entry, email));
}
