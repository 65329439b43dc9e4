import type { Locale } from "@khatm/i18n";
import { daysBetween, finishByNoticeAt, isCountDivision, normaliseEmail } from "@khatm/schema/rules";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import { planTransition } from "../rules/juz-transitions";
import { partEventDivision } from "../rules/part-numbers";
import { byReader, type ReaderJuzs } from "../rules/readers";
import { earliestDue, type JuzScheduleState, planSchedule } from "../rules/reading-schedule";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, idChunks, requireKhatm, type Store, type StoredKhatm } from "./khatm-store";
import type { PartMutation, PartMutationResult } from "./part-mutations";
import { applyPartPlan } from "./part-plan";
import { nextPledgeReminder, remindDuePledges } from "./pledge-readers";
import { activities, effects, juzSchedules, juzs, khatm, reminderStops } from "./schema";

/**
 * The reading schedule in a khatm's object storage: what a reservation asked for, what is due, and the run that
 * sends reminders and warnings and frees stale juz, each in the caller's transaction (a second run finds the work
 * done). The rules of when are in rules/reading-schedule.ts, of what a juz may become in rules/juz-transitions.ts.
 */

export interface ScheduleRun {
  khatm: StoredKhatm;
  remind: ReaderJuzs[];
  warn: ReaderJuzs[];
  release: ReaderJuzs[];
}

/**
 * The schedule rows of the current reservations, by juz id. A reminder still in the outbox counts as sent when it
 * was written, so the schedule does not write another while the provider has not taken the first (it is marked sent
 * for real when it is accepted: effect-delivery.ts).
 */
export function scheduleStates(db: Store, rows: readonly JuzRow[]): Map<number, JuzScheduleState> {
  const reservedAt = new Map(rows.map((juz) => [juz.id, juz.reservedAt]));
  const pending = pendingReminders(db);
  const states = new Map<number, JuzScheduleState>();
  for (const row of db.select().from(juzSchedules).all()) {
    if (reservedAt.get(row.juzId) !== row.reservedAt) continue;
    const writtenAt = pending.get(row.juzId);
    const remindedAt = writtenAt && (!row.remindedAt || writtenAt > row.remindedAt) ? writtenAt : row.remindedAt;
    states.set(row.juzId, { ...row, remindedAt });
  }
  return states;
}

/** The juz of reminders not delivered yet, with when each was written. */
function pendingReminders(db: Store): Map<number, string> {
  const rows = db.select({ intent: effects.intent }).from(effects).where(isNull(effects.outcome)).all();
  const pending = new Map<number, string>();
  for (const { intent } of rows) {
    if (intent.kind !== "mail" || intent.mail.type !== "reminder") continue;
    for (const juz of intent.mail.reader.juzs) pending.set(juz.id, intent.mail.at);
  }
  return pending;
}

/** A reader as an e-mail about their juz names them. */
export function mailReaderOf(reader: ReaderJuzs) {
  const juzs = reader.juzs.map(({ id, number, surahs, reservedAt }) => ({ id, number, surahs, reservedAt }));
  return { email: reader.email, name: reader.name, locale: reader.locale, juzs };
}

/** The languages readers reserved in, by juz id (see juzSchedules.locale). */
function reservedLanguages(db: Store): Map<number, Locale | null> {
  const rows = db.select({ juzId: juzSchedules.juzId, locale: juzSchedules.locale }).from(juzSchedules).all();
  return new Map(rows.map((row) => [row.juzId, row.locale]));
}

export function stoppedEmails(db: Store): string[] {
  return db
    .select({ email: reminderStops.email })
    .from(reminderStops)
    .all()
    .map((row) => row.email);
}

/** After a juz change: a new reservation gets its schedule row (reminders as asked), a freed juz loses its row. */
export function notePartChange(change: Change, mutation: PartMutation, result: PartMutationResult): void {
  const changed = result.juzs.filter((juz) => result.changedNumbers.includes(juz.number));
  if (!changed.length) return;
  const { request } = mutation;
  // An uncompleted juz is the same reservation again: its row stays.
  if (request.kind === "uncomplete") {
    refreshNextDue(change);
    return;
  }
  // Only a reader reserving for themself says their language; the creator reserving for them does not.
  const reservation = {
    remind: request.kind === "reserve" && request.remind === true,
    locale: request.kind === "reserve" ? (request.locale ?? null) : null,
  };
  noteSchedules(change, changed, reservation);
}

/**
 * The schedule rows of juz that changed: a reserved juz gets its row (a new reservation), a freed one loses it; then
 * the khatm's next due time. A pasted list reserves on the readers' behalf: no reminders, no language.
 */
export function noteSchedules(
  change: Change,
  changed: readonly JuzRow[],
  { remind, locale }: { remind: boolean; locale: Locale | null } = { remind: false, locale: null },
): void {
  const { db } = change;
  for (const juz of changed) {
    if (juz.status === "available") db.delete(juzSchedules).where(eq(juzSchedules.juzId, juz.id)).run();
    else if (juz.status === "reserved") {
      const row = { juzId: juz.id, reservedAt: juz.reservedAt ?? "", remind, remindedAt: null, warnedAt: null, locale };
      db.insert(juzSchedules).values(row).onConflictDoUpdate({ target: juzSchedules.juzId, set: row }).run();
    }
  }
  refreshNextDue(change);
}

/** Recomputes when the khatm is next due; a new time goes to D1's index with the khatm row (the cron reads it). */
export function refreshNextDue(change: Change): void {
  const { db } = change;
  const row = requireKhatm(db);
  const rows = db.select().from(juzs).all();
  const stopped = stoppedEmails(db);
  const parts = earliestDue(rows, scheduleStates(db, rows), row, stopped);
  // A counted recitation is due when one of its pledges is (pledges.ts).
  const pledged = isCountDivision(row.division) ? nextPledgeReminder(db, row, stopped) : null;
  const dues = [parts ? Date.parse(parts) : null, pledged, finishByNoticeDue(row)].filter((due) => due !== null);
  const next = dues.length ? new Date(Math.min(...dues)).toISOString() : null;
  if (next === row.nextDueAt) return;
  db.update(khatm).set({ nextDueAt: next }).run();
  change.khatmChanged();
}

/**
 * Does what is due at `now`: frees stale juz and records the warnings, and writes each reader's e-mail (reminder,
 * warning, release) into the outbox. A reminder counts as sent once the provider takes it; a warning replaces the
 * reminder it would have come with.
 */
export function runDueWork(change: Change, now: string, context: MailContext): ScheduleRun {
  const { db } = change;
  const row = requireKhatm(db);
  noticeFinishBy(change, row, now, context);
  if (isCountDivision(row.division)) remindDuePledges(change, context, now, stoppedEmails(db));
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  const states = scheduleStates(db, rows);
  const plan = planSchedule(rows, states, row, stoppedEmails(db), now);
  const remindedIds = plan.warn.filter((juz) => states.get(juz.id)?.remind).map((juz) => juz.id);
  if (remindedIds.length) {
    for (const ids of idChunks(remindedIds)) {
      db.update(juzSchedules).set({ remindedAt: now }).where(inArray(juzSchedules.juzId, ids)).run();
    }
  }
  for (const juz of plan.warn) {
    const state = { juzId: juz.id, reservedAt: juz.reservedAt ?? "", remind: false, warnedAt: now };
    db.insert(juzSchedules)
      .values(state)
      .onConflictDoUpdate({ target: juzSchedules.juzId, set: { warnedAt: now } })
      .run();
  }
  // Read before the release deletes the freed juz's schedule rows.
  const languages = reservedLanguages(db);
  if (plan.release.length) releaseJuzs(change, row, plan.release, now);
  refreshNextDue(change);
  const run = {
    khatm: requireKhatm(db),
    remind: byReader(plan.remind, languages),
    warn: byReader(plan.warn, languages),
    release: byReader(plan.release, languages),
  };
  const khatmRow = asKhatmRow(run.khatm);
  for (const reader of run.remind.filter((each) => each.email)) {
    change.mail(context, { type: "reminder", khatm: khatmRow, reader: mailReaderOf(reader), at: now });
  }
  for (const [type, readers] of [
    ["staleWarning", run.warn],
    ["staleReleased", run.release],
  ] as const) {
    for (const reader of readers.filter((each) => each.email)) {
      change.mail(context, { type, khatm: khatmRow, reader: mailReaderOf(reader) });
    }
  }
  return run;
}

/**
 * When the khatm's "3 days left" message (issue 37) is due: three days before its finish-by date, once per date, and
 * only until the date is over; null when none is.
 */
function finishByNoticeDue(row: StoredKhatm): number | null {
  if (!row.finishBy || row.finishByNoticeFor === row.finishBy) return null;
  return finishByNoticeAt(row.finishBy);
}

/**
 * Three days before the finish-by date, once: if parts are still free, the creator and every co-organizer get a
 * message saying how many, with the board's link to send a reminder, by e-mail and pushed to their devices (the
 * change's mail writes both effects: push-recipients.ts). A date already over, or a khatm with nothing free, is marked done
 * without a message.
 */
function noticeFinishBy(change: Change, row: StoredKhatm, now: string, context: MailContext): void {
  const due = finishByNoticeDue(row);
  if (due === null || due > Date.parse(now) || !row.finishBy) return;
  // The days before the date, as the message counts them ("3 days left" three days before).
  const daysLeft = daysBetween(now.slice(0, 10), row.finishBy);
  if (daysLeft > 0 && row.availableCount > 0) {
    const khatmRow = asKhatmRow(row);
    for (const to of [row.creatorEmail, ...row.organizers.map((organizer) => organizer.email)]) {
      change.mail(context, { type: "finishByNotice", khatm: khatmRow, to, free: row.availableCount, daysLeft });
    }
  }
  change.db.update(khatm).set({ finishByNoticeFor: row.finishBy }).run();
  change.khatmChanged();
}

/** Frees stale juz: the state machine's "release", their grants and schedule rows gone, one activity per reader. */
function releaseJuzs(change: Change, row: StoredKhatm, stale: JuzRow[], now: string): void {
  const { db } = change;
  const plan = planTransition(stale, { action: "release", now });
  if (!plan.ok) throw new Error(plan.message);
  applyPartPlan(change, plan.changes, { releasesHolder: true, dropSchedules: true });
  for (const reader of byReader(stale)) {
    const only = reader.juzs.length === 1 ? reader.juzs[0] : undefined;
    db.insert(activities)
      .values({
        khatmId: row.id,
        juzId: only?.id ?? null,
        juzNumber: only?.number ?? null,
        userId: null,
        userName: reader.name,
        userEmail: reader.email,
        activityType: "released",
        timestamp: now,
        event: {
          type: "released",
          juzNumbers: reader.juzs.map((juz) => juz.number),
          readerName: reader.name,
          days: row.staleDays ?? 0,
          ...partEventDivision(row.division),
        },
      })
      .run();
  }
}

/** The creator's "Send a reminder": every reader with open juz and an e-mail who has not stopped reminders. */
export function readersToRemind(db: Store): ReaderJuzs[] {
  const stopped = new Set(stoppedEmails(db).map(normaliseEmail));
  const open = db
    .select()
    .from(juzs)
    .where(and(eq(juzs.status, "reserved"), sql`${juzs.readerEmail} IS NOT NULL`))
    .orderBy(juzs.number)
    .all()
    .filter((juz) => !stopped.has(normaliseEmail(juz.readerEmail ?? "")));
  return byReader(open, reservedLanguages(db));
}
