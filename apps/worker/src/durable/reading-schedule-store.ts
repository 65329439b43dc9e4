import { type Locale, text } from "@khatm/i18n";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import { ApiException } from "../errors";
import { activityRecord } from "../services/activity-messages";
import type { JuzMutation, JuzMutationResult } from "../services/juz-mutations";
import { planTransition } from "../services/juz-transitions";
import { earliestDue, type JuzScheduleState, planSchedule } from "../services/reading-schedule";
import { recountAndBump, type Store, type StoredKhatm, storedKhatm } from "./khatm-store";
import { activities, juzSchedules, juzs, khatm, outbox, readerGrants, reminderStops } from "./schema";

/**
 * The reading schedule in a khatm's object storage: what a reservation asked for, what is due, and the run that
 * sends reminders and warnings and frees stale juz, each in the caller's transaction (a second run finds the work
 * done). The rules of when are in services/reading-schedule.ts, of what a juz may become in juz-transitions.ts.
 */

/** A reader's juz gathered for one e-mail, with the language they reserved in when known. */
export interface ReaderJuzs {
  email: string;
  name: string;
  juzs: JuzRow[];
  locale: Locale | null;
}

export interface ScheduleRun {
  khatm: StoredKhatm;
  remind: ReaderJuzs[];
  warn: ReaderJuzs[];
  release: ReaderJuzs[];
  /** Whether the khatm's version moved (juz freed, or its next due time changed): the caller commits it. */
  changed: boolean;
}

export function openKhatm(db: Store): StoredKhatm {
  const row = storedKhatm(db);
  if (!row || row.deleted) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
  return row;
}

/** The schedule rows of the current reservations, by juz id. */
export function scheduleStates(db: Store, rows: readonly JuzRow[]): Map<number, JuzScheduleState> {
  const reservedAt = new Map(rows.map((juz) => [juz.id, juz.reservedAt]));
  const states = new Map<number, JuzScheduleState>();
  for (const row of db.select().from(juzSchedules).all()) {
    if (reservedAt.get(row.juzId) === row.reservedAt) states.set(row.juzId, row);
  }
  return states;
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
export function noteJuzChange(db: Store, mutation: JuzMutation, result: JuzMutationResult): void {
  const changed = result.juzs.filter((juz) => result.changedNumbers.includes(juz.number));
  if (!changed.length) return;
  const { request } = mutation;
  const remind = request.kind === "reserve" && request.remind === true;
  // Only a reader reserving for themself says their language; the creator reserving for them does not.
  const locale = request.kind === "reserve" ? (request.locale ?? null) : null;
  for (const juz of changed) {
    if (juz.status === "available") db.delete(juzSchedules).where(eq(juzSchedules.juzId, juz.id)).run();
    // An uncompleted juz is the same reservation again: its row stays.
    else if (juz.status === "reserved" && request.kind !== "uncomplete") {
      const row = { juzId: juz.id, reservedAt: juz.reservedAt ?? "", remind, remindedAt: null, warnedAt: null, locale };
      db.insert(juzSchedules).values(row).onConflictDoUpdate({ target: juzSchedules.juzId, set: row }).run();
    }
  }
  refreshNextDue(db, false);
}

/**
 * Recomputes when the khatm is next due; a change goes to D1's index with the khatm row (bumping the version when
 * `bump`, i.e. when nothing else in the transaction did). Answers whether it changed.
 */
export function refreshNextDue(db: Store, bump: boolean): boolean {
  const row = openKhatm(db);
  const rows = db.select().from(juzs).all();
  const next = earliestDue(rows, scheduleStates(db, rows), row, stoppedEmails(db));
  if (next === row.nextDueAt) return false;
  if (bump) recountAndBump(db);
  db.update(khatm).set({ nextDueAt: next, listingPending: true }).run();
  return true;
}

/** Sends nothing itself: records what is due at `now` as done and answers whom to tell of what. */
export function runDueWork(db: Store, now: string): ScheduleRun {
  const row = openKhatm(db);
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  const states = scheduleStates(db, rows);
  const plan = planSchedule(rows, states, row, stoppedEmails(db), now);
  const remindedIds = [...plan.remind, ...plan.warn.filter((juz) => states.get(juz.id)?.remind)].map((juz) => juz.id);
  if (remindedIds.length) {
    db.update(juzSchedules).set({ remindedAt: now }).where(inArray(juzSchedules.juzId, remindedIds)).run();
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
  const freed = plan.release.length > 0 && releaseJuzs(db, row, plan.release, now);
  const changed = refreshNextDue(db, !freed) || freed;
  return {
    khatm: openKhatm(db),
    remind: byReader(plan.remind, languages),
    warn: byReader(plan.warn, languages),
    release: byReader(plan.release, languages),
    changed,
  };
}

/** Frees stale juz: the state machine's "release", their grants and schedule rows gone, one activity per reader. */
function releaseJuzs(db: Store, row: StoredKhatm, stale: JuzRow[], now: string): boolean {
  const plan = planTransition(stale, { action: "release", now });
  if (!plan.ok) throw new Error(plan.message);
  const ids = plan.changes.map((change) => change.after.id);
  for (const { after } of plan.changes) {
    const { id: _id, khatmId: _khatmId, number: _number, surahs: _surahs, ...state } = after;
    db.update(juzs).set(state).where(eq(juzs.id, after.id)).run();
  }
  db.delete(readerGrants).where(inArray(readerGrants.juzId, ids)).run();
  db.delete(juzSchedules).where(inArray(juzSchedules.juzId, ids)).run();
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
        ...activityRecord({
          type: "released",
          juzNumbers: reader.juzs.map((juz) => juz.number),
          readerName: reader.name,
          days: row.staleDays ?? 0,
        }),
      })
      .run();
  }
  const { version } = recountAndBump(db);
  for (const juzId of ids) {
    db.insert(outbox).values({ juzId, version }).onConflictDoUpdate({ target: outbox.juzId, set: { version } }).run();
  }
  return true;
}

/**
 * The juz grouped by their reader's e-mail (a reader without e-mail gets no e-mail, but is grouped by name), with
 * the language they reserved one of them in (`languages`, by juz id).
 */
export function byReader(rows: readonly JuzRow[], languages = new Map<number, Locale | null>()): ReaderJuzs[] {
  const groups = new Map<string, ReaderJuzs>();
  for (const juz of rows) {
    const key = juz.readerEmail?.toLowerCase() ?? `name:${juz.readerName}`;
    const reader = { email: juz.readerEmail ?? "", name: juz.readerName ?? "Reader", juzs: [], locale: null };
    const group: ReaderJuzs = groups.get(key) ?? reader;
    group.locale ??= languages.get(juz.id) ?? null;
    group.juzs.push(juz);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The creator's "Send a reminder": every reader with open juz and an e-mail who has not stopped reminders. */
export function readersToRemind(db: Store, now: string): ReaderJuzs[] {
  const stopped = new Set(stoppedEmails(db));
  const open = db
    .select()
    .from(juzs)
    .where(and(eq(juzs.status, "reserved"), sql`${juzs.readerEmail} IS NOT NULL`))
    .orderBy(juzs.number)
    .all()
    .filter((juz) => !stopped.has((juz.readerEmail ?? "").toLowerCase()));
  const ids = open.map((juz) => juz.id);
  if (ids.length) db.update(juzSchedules).set({ remindedAt: now }).where(inArray(juzSchedules.juzId, ids)).run();
  return byReader(open, reservedLanguages(db));
}
