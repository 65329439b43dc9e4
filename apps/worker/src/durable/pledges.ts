import type { Locale } from "@khatm/i18n";
import { text } from "@khatm/i18n";
import type { Khatm, Pledge } from "@khatm/schema";
import { ANONYMOUS_READER_NAME, isCountDivision, normaliseEmail, sameText } from "@khatm/schema/rules";
import { eq, sql } from "drizzle-orm";
import type { KhatmRow } from "../db/schema";
import { ApiException, fieldError } from "../errors";
import type { ActivityEvent } from "../services/activity-messages";
import type { Reader } from "../services/juz-transitions";
import { isCreator, requireCreator, type Viewer } from "../services/permissions";
import {
  type JuzScheduleState,
  reminderDueAt,
  type ScheduledJuz,
  type ScheduleSettings,
} from "../services/reading-schedule";
import type { Change } from "./change";
import type { MailContext, MailReader } from "./effect-intents";
import { asKhatmRow, requireKhatm, type Store, type StoredKhatm } from "./khatm-store";
import { type ReaderJuzs, readerKey } from "./readers";
import { refreshNextDue } from "./reading-schedule-store";
import { claimNextRound } from "./rounds";
import { activities, khatm, pledges, reminderStops } from "./schema";

/**
 * A counted recitation's pledges (issue 25), every change inside the khatm's one change (change.ts): a reader
 * pledges an amount of the count, reports how many they have read, or cancels; the creator may pledge for a reader.
 * The rules are checked against the rows in the same transaction, so two pledges racing for the last recitations
 * cannot both pass: the sum of the amounts never exceeds the target. Each change notes the khatm row changed, so the
 * change recounts (available = not pledged, reserved = pledged and not read, completed = read) and D1 takes it.
 */

export type PledgeRow = typeof pledges.$inferSelect;

export type PledgeRequest =
  | { kind: "pledge"; reader: Reader; amount: number; locale: Locale | null; remind: boolean }
  | { kind: "pledgeOnBehalf"; reader: Reader; amount: number; creatorEmail: string }
  | { kind: "progress"; pledgeId: number; done: number }
  | { kind: "cancel"; pledgeId: number };

export interface PledgeChange {
  viewer: Viewer;
  /** Where the reader's confirmation e-mail links to, in the requester's language. */
  mail: MailContext;
  request: PledgeRequest;
}

export interface PledgeResult {
  pledge: Pledge;
  khatm: KhatmRow;
  /** The count reached its target with this change, the first time: the khatm is completed. */
  completedNow: boolean;
}

export function applyPledgeChange(change: Change, { viewer, mail, request }: PledgeChange, now: string): PledgeResult {
  const { db } = change;
  const stored = requireCount(db);
  const before = asKhatmRow(stored);
  let row: PledgeRow;
  switch (request.kind) {
    case "pledge":
    case "pledgeOnBehalf": {
      const byCreator = request.kind === "pledgeOnBehalf";
      if (byCreator) requireCreator(viewer, before, "pledgeOnBehalf", request.creatorEmail);
      const remaining = (stored.target ?? 0) - pledgedOf(db);
      if (request.amount > remaining) {
        throw new ApiException("CONFLICT", text("recitation.onlyRemain", { remaining: Math.max(0, remaining) }));
      }
      row = db
        .insert(pledges)
        .values({
          amount: request.amount,
          readerId: request.reader.id,
          readerName: request.reader.name,
          readerEmail: request.reader.email,
          readerAnonymous: request.reader.anonymous,
          // The browser that pledged for itself may report and cancel; the creator's pledge for someone is theirs.
          keyHash: byCreator ? null : viewer.readerKeyHash,
          locale: byCreator ? null : request.locale,
          // Reminders as the reader asked; never for a pledge the creator made for someone.
          remind: !byCreator && request.remind,
          pledgedAt: now,
        })
        .returning()
        .get();
      const event = {
        type: "pledged",
        pledge: row.id,
        readerName: row.readerName,
        amount: row.amount,
        byCreator,
      } as const;
      writeActivity(db, before, row, byCreator, "reserved", event, now);
      if (row.readerEmail) {
        const reader = { email: row.readerEmail, name: row.readerName, locale: row.locale };
        change.mail(mail, {
          type: "pledge",
          khatm: before,
          reader,
          amount: row.amount,
          ...(byCreator ? { pledgedBy: before.creatorName } : {}),
        });
      }
      break;
    }
    case "progress": {
      const { pledge, asCreator } = ownPledge(db, viewer, before, request.pledgeId);
      if (request.done > pledge.amount) {
        throw fieldError("done", text("recitation.doneOverPledge", { amount: pledge.amount }));
      }
      if (request.done === pledge.done) return answer(before, pledge, viewer, false);
      row = db
        .update(pledges)
        .set({ done: request.done, reportedAt: now })
        .where(eq(pledges.id, pledge.id))
        .returning()
        .get() as PledgeRow;
      const event = {
        type: "pledgeProgress",
        pledge: row.id,
        readerName: row.readerName,
        done: row.done,
        amount: row.amount,
      } as const;
      writeActivity(db, before, row, asCreator, "completed", event, now);
      break;
    }
    case "cancel": {
      const { pledge, asCreator } = ownPledge(db, viewer, before, request.pledgeId, { cancelling: true });
      if (pledge.cancelledAt) return answer(before, pledge, viewer, false);
      // What was read stays counted: the pledge keeps its done as its amount, and the rest is free again.
      row = db
        .update(pledges)
        .set({ amount: pledge.done, cancelledAt: now })
        .where(eq(pledges.id, pledge.id))
        .returning()
        .get() as PledgeRow;
      const event = {
        type: "pledgeCancelled",
        pledge: row.id,
        readerName: row.readerName,
        amount: pledge.amount,
      } as const;
      writeActivity(db, before, row, asCreator, "cancelled", event, now);
      break;
    }
  }
  change.khatmChanged();
  change.pledgeChanged(row.id);
  refreshNextDue(change);
  const after = asKhatmRow(change.bump());
  const target = after.target ?? 0;
  const completedNow = before.completedCount < target && after.completedCount >= target && claimCompletion(db);
  if (completedNow) {
    const event = { type: "countCompleted", target } as const;
    db.insert(activities)
      .values({
        khatmId: after.id,
        juzId: null,
        juzNumber: null,
        userId: row.readerId,
        userName: row.readerName,
        userEmail: row.readerEmail,
        activityType: "completed",
        timestamp: now,
        event,
      })
      .run();
  }
  return answer(after, row, viewer, completedNow);
}

/**
 * What the count's completion causes: with the khatm set to start its next round by itself, that round
 * (next-round.ts), claimed here, as a juz khatm's last completed juz does (mutation-effects.ts).
 */
export function writePledgeEffects(change: Change, context: MailContext, result: PledgeResult): void {
  const { khatm: row } = result;
  if (!result.completedNow || row.autoNextRound === "off") return;
  try {
    const claim = claimNextRound(change.db, { auto: row.autoNextRound });
    change.effect({ kind: "nextRound", claim, mode: row.autoNextRound, context });
  } catch (error) {
    // Started already by its creator.
    if (!(error instanceof ApiException)) throw error;
  }
}

/** The khatm, which must be a counted recitation: 409 for a khatm of parts (404 without a khatm). */
function requireCount(db: Store): StoredKhatm {
  const stored = requireKhatm(db);
  if (!isCountDivision(stored.division)) throw new ApiException("CONFLICT", text("recitation.notACount"));
  return stored;
}

/** How many recitations are pledged: every amount (a cancelled pledge's is what it read). */
function pledgedOf(db: Store): number {
  const [row] = db
    .select({ total: sql<number>`coalesce(sum(${pledges.amount}), 0)` })
    .from(pledges)
    .all();
  return row?.total ?? 0;
}

/**
 * The pledge `pledgeId`, which the viewer may change: its reader (the browser that pledged, or a session of its
 * e-mail) or the proven creator; 404 for an unknown pledge, 403 for anyone else, 409 reporting on a cancelled one.
 */
function ownPledge(
  db: Store,
  viewer: Viewer,
  khatmRow: KhatmRow,
  pledgeId: number,
  { cancelling = false } = {},
): { pledge: PledgeRow; asCreator: boolean } {
  const pledge = db.select().from(pledges).where(eq(pledges.id, pledgeId)).get();
  if (!pledge) throw new ApiException("NOT_FOUND", text("recitation.pledgeNotFound"));
  const asCreator = isCreator(viewer, khatmRow);
  if (!asCreator && !isPledgeReader(viewer, pledge)) {
    throw new ApiException("FORBIDDEN", text("recitation.ownPledgeOnly"));
  }
  if (pledge.cancelledAt && !cancelling) throw new ApiException("CONFLICT", text("recitation.pledgeCancelled"));
  return { pledge, asCreator };
}

/** Whether this request proved it is the pledge's reader: a session of its e-mail, or the key that pledged it. */
export function isPledgeReader(viewer: Viewer, pledge: Pick<PledgeRow, "readerEmail" | "keyHash">): boolean {
  return (
    sameText(viewer.email, pledge.readerEmail) ||
    (viewer.readerKeyHash !== null && viewer.readerKeyHash === pledge.keyHash)
  );
}

/**
 * The readers to remind of a count: each e-mail with pledges not cancelled and not read in full, once, with those
 * pledges, in the language of their last; not those who followed "Stop reminders".
 */
export function pledgersToRemind(db: Store): Array<MailReader & { pledges: Array<{ amount: number; done: number }> }> {
  const stopped = new Set(
    db
      .select()
      .from(reminderStops)
      .all()
      .map((row) => row.email.toLowerCase()),
  );
  const readers = new Map<string, MailReader & { pledges: Array<{ amount: number; done: number }> }>();
  for (const pledge of db.select().from(pledges).orderBy(pledges.id).all()) {
    const email = pledge.readerEmail?.toLowerCase();
    if (!email || pledge.cancelledAt || pledge.done >= pledge.amount || stopped.has(email)) continue;
    const reader = readers.get(email) ?? { email, name: pledge.readerName, locale: pledge.locale, pledges: [] };
    reader.pledges.push({ amount: pledge.amount, done: pledge.done });
    readers.set(email, { ...reader, name: pledge.readerName, locale: pledge.locale ?? reader.locale });
  }
  return [...readers.values()];
}

/** The readers who read something of the count, once per e-mail (or name), for its next round's invitations. */
export function pledgersWhoRead(db: Store): ReaderJuzs[] {
  const readers = new Map<string, ReaderJuzs>();
  for (const pledge of db.select().from(pledges).orderBy(pledges.id).all()) {
    if (pledge.done === 0) continue;
    const key = readerKey(pledge);
    const email = pledge.readerEmail ? normaliseEmail(pledge.readerEmail) : "";
    readers.set(key, {
      email,
      name: pledge.readerName,
      juzs: [],
      locale: pledge.locale ?? readers.get(key)?.locale ?? null,
    });
  }
  return [...readers.values()];
}

/**
 * A pledge as the reading schedule sees a reservation (services/reading-schedule.ts, the same rule as a juz's): due
 * for a reminder `reminderDays` after it was made, then every few days, while it is not read in full.
 */
function scheduledPledge(pledge: PledgeRow): { juz: ScheduledJuz; state: JuzScheduleState } {
  const open = !pledge.cancelledAt && pledge.done < pledge.amount;
  return {
    juz: {
      id: pledge.id,
      number: pledge.id,
      status: open ? "reserved" : "completed",
      readerName: pledge.readerName,
      readerEmail: pledge.readerEmail,
      reservedAt: pledge.pledgedAt,
    },
    state: { remind: pledge.remind, remindedAt: pledge.remindedAt, warnedAt: null },
  };
}

/** When the count's next pledge reminder is due (epoch ms), or null when none is. */
export function nextPledgeReminder(db: Store, settings: ScheduleSettings, stopped: readonly string[]): number | null {
  const isStopped = (email: string) => stopped.some((entry) => sameText(entry, email));
  const times = db
    .select()
    .from(pledges)
    .all()
    .map((pledge) => {
      const { juz, state } = scheduledPledge(pledge);
      return reminderDueAt(juz, state, settings, isStopped);
    })
    .filter((time): time is number => time !== null);
  return times.length ? Math.min(...times) : null;
}

/**
 * The cron's pledge reminders at `now`: each reader whose reminders are due gets one e-mail naming their unfinished
 * pledges, and those pledges count as reminded.
 */
export function remindDuePledges(change: Change, context: MailContext, now: string, stopped: readonly string[]): void {
  const { db } = change;
  const row = requireCount(db);
  const isStopped = (email: string) => stopped.some((entry) => sameText(entry, email));
  const due = db
    .select()
    .from(pledges)
    .all()
    .filter((pledge) => {
      const { juz, state } = scheduledPledge(pledge);
      const at = reminderDueAt(juz, state, row, isStopped);
      return at !== null && at <= Date.parse(now);
    });
  if (!due.length) return;
  for (const pledge of due) db.update(pledges).set({ remindedAt: now }).where(eq(pledges.id, pledge.id)).run();
  const readers = new Map<string, MailReader & { pledges: Array<{ amount: number; done: number }> }>();
  for (const pledge of due) {
    const email = normaliseEmail(pledge.readerEmail ?? "");
    const reader = readers.get(email) ?? { email, name: pledge.readerName, locale: pledge.locale, pledges: [] };
    reader.pledges.push({ amount: pledge.amount, done: pledge.done });
    readers.set(email, reader);
  }
  for (const reader of readers.values())
    change.mail(context, { type: "pledgeReminder", khatm: asKhatmRow(row), reader });
}

/** Marks the count's completion once: a count that falls below its target and reaches it again is not new. */
function claimCompletion(db: Store): boolean {
  const claimed = db
    .update(khatm)
    .set({ completionNoticeSent: true })
    .where(eq(khatm.completionNoticeSent, false))
    .returning({ id: khatm.id })
    .get();
  return claimed !== undefined;
}

function writeActivity(
  db: Store,
  khatmRow: KhatmRow,
  pledge: PledgeRow,
  byCreator: boolean,
  activityType: "reserved" | "completed" | "cancelled",
  event: ActivityEvent,
  now: string,
): void {
  const actor = byCreator
    ? { userId: khatmRow.creatorId, userName: khatmRow.creatorName, userEmail: khatmRow.creatorEmail }
    : { userId: pledge.readerId, userName: pledge.readerName, userEmail: pledge.readerEmail };
  db.insert(activities)
    .values({ khatmId: khatmRow.id, juzId: null, juzNumber: null, ...actor, activityType, timestamp: now, event })
    .run();
}

function answer(khatmRow: KhatmRow, row: PledgeRow, viewer: Viewer, completedNow: boolean): PledgeResult {
  const viewerIsCreator = isCreator(viewer, khatmRow);
  return { pledge: presentPledge(khatmRow.id, row, viewer, viewerIsCreator), khatm: khatmRow, completedNow };
}

/** The pledges as `viewer` may see them, oldest first: a cancelled pledge only while something of it was read. */
export function pledgesOf(db: Store, viewer: Viewer): Pledge[] {
  const row = asKhatmRow(requireCount(db));
  const viewerIsCreator = isCreator(viewer, row);
  return db
    .select()
    .from(pledges)
    .orderBy(pledges.id)
    .all()
    .filter((pledge) => !pledge.cancelledAt || pledge.done > 0)
    .map((pledge) => presentPledge(row.id, pledge, viewer, viewerIsCreator));
}

/**
 * A pledge as the API answers it: its reader's e-mail only to the proven creator and that reader, an anonymous
 * reader's name only to those two. The pledge's id names its khatm (`{khatmId}.{n}`), so /api/pledges/{id} finds it.
 */
export function presentPledge(khatmId: string, row: PledgeRow, viewer: Viewer, viewerIsCreator: boolean): Pledge {
  const viewerIsReader = isPledgeReader(viewer, row);
  const showReader = viewerIsCreator || viewerIsReader;
  return {
    id: pledgeIdOf(khatmId, row.id),
    khatmId,
    amount: row.amount,
    done: row.done,
    readerName: row.readerAnonymous && !showReader ? ANONYMOUS_READER_NAME : row.readerName,
    ...(showReader ? { readerEmail: row.readerEmail } : {}),
    readerAnonymous: row.readerAnonymous,
    pledgedAt: row.pledgedAt,
    cancelled: row.cancelledAt !== null,
    viewerIsReader,
  };
}

/** A pledge's id in the API: its khatm's id and its number in the khatm. */
export function pledgeIdOf(khatmId: string, pledgeNumber: number): string {
  return `${khatmId}.${pledgeNumber}`;
}

/** A count's completion, as a completed juz khatm's: when the last recitation was reported, and by how many readers. */
export function countCompletionOf(db: Store, stored: StoredKhatm): Khatm["completion"] {
  if (stored.completedCount < (stored.target ?? 0) || !stored.target) return null;
  const read = db
    .select()
    .from(pledges)
    .all()
    .filter((pledge) => pledge.done > 0);
  // ISO times sort as strings: the last report is the greatest.
  const completedAt =
    read
      .map((pledge) => pledge.reportedAt ?? "")
      .sort()
      .at(-1) ?? "";
  const readers = new Set(read.map((pledge) => (pledge.readerEmail ?? pledge.readerName).toLowerCase()));
  return { completedAt, readerCount: readers.size };
}
