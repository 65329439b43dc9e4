import { inArray, lte } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import { khatmSearchTerms } from "../db/schema";
import { searchTermsOf } from "../db/search-terms";
import { creationStatements, guardedInserts } from "./index-creation";
import { hasTables, type Store, type StoredKhatm, storedKhatm } from "./khatm-store";
import { juzs, khatm, outbox, pledgeOutbox, pledges, readerGrants } from "./schema";
import { SyncSchedule } from "./sync-schedule";

/**
 * The sync of a khatm's object into D1's cross-khatm index (khatm row with counts and version, juz rows, reader
 * grants). It writes the current rows of the juz the outbox names, so a repeated sync writes the same thing again and
 * several changes of one juz go as one. Every statement is guarded by the version: D1 takes the rows only while its
 * copy of the khatm is older, so a late or repeated sync never moves the index backwards. A khatm is created in its
 * object first: its first sync inserts it whole (index-creation.ts), and only while its claim holds its code, so a
 * deleted khatm stays deleted.
 */
export interface PendingSync {
  khatm: StoredKhatm;
  juzs: JuzRow[];
  grants: Array<typeof readerGrants.$inferSelect>;
  /** A counted recitation's pledges (issue 25) the index has not taken yet. */
  pledges: Array<typeof pledges.$inferSelect>;
}

/** What D1 has not received yet, or null when it is up to date. */
export function pendingSync(db: Store): PendingSync | null {
  const row = storedKhatm(db);
  if (!row) return null;
  if (row.deleted) return row.indexState === "dropped" ? null : { khatm: row, juzs: [], grants: [], pledges: [] };
  if (row.indexState === "new") {
    return {
      khatm: row,
      juzs: db.select().from(juzs).all(),
      grants: db.select().from(readerGrants).all(),
      pledges: db.select().from(pledges).all(),
    };
  }
  const pending = db.select({ juzId: outbox.juzId }).from(outbox);
  const any = pending.limit(1).all().length > 0;
  const namedPledges = db.select({ pledgeId: pledgeOutbox.pledgeId }).from(pledgeOutbox);
  const anyPledge = namedPledges.limit(1).all().length > 0;
  if (!any && !anyPledge && !row.listingPending && !row.searchTermsPending) return null;
  // The outbox may name hundreds of parts (a page khatm): read them by subquery, not as a list of bound ids.
  const named = db.select({ juzId: outbox.juzId }).from(outbox);
  const pledgesNamed = db.select({ pledgeId: pledgeOutbox.pledgeId }).from(pledgeOutbox);
  return {
    khatm: row,
    juzs: any ? db.select().from(juzs).where(inArray(juzs.id, named)).all() : [],
    grants: any ? db.select().from(readerGrants).where(inArray(readerGrants.juzId, named)).all() : [],
    pledges: anyPledge ? db.select().from(pledges).where(inArray(pledges.id, pledgesNamed)).all() : [],
  };
}

/** True while D1's copy of the khatm (id, version bound in that order) is older than this sync; false once it is gone. */
const OLDER = "(SELECT version FROM khatms WHERE id = ?) < ?";
/** True while D1's copy is not newer than this sync (a khatm created in this very batch holds its version already). */
const NOT_NEWER = "(SELECT version FROM khatms WHERE id = ?) <= ?";

/** Ids per `IN (...)` list, leaving room under D1's 100 parameters for the version guard's. */
const IDS_PER_STATEMENT = 90;

export async function writeIndex(d1: D1Database, pending: PendingSync): Promise<void> {
  const { khatm: row, juzs: rows, grants } = pending;
  if (row.deleted) {
    await d1.batch([
      d1.prepare("DELETE FROM reader_grants WHERE juz_id IN (SELECT id FROM juzs WHERE khatm_id = ?)").bind(row.id),
      d1.prepare("DELETE FROM juzs WHERE khatm_id = ?").bind(row.id),
      d1.prepare("DELETE FROM pledges WHERE khatm_id = ?").bind(row.id),
      d1.prepare("DELETE FROM khatm_organizers WHERE khatm_id = ?").bind(row.id),
      // Its Telegram groups follow nothing from now on (a group moved to another khatm meanwhile keeps that link).
      d1.prepare("DELETE FROM telegram_chats WHERE khatm_id = ?").bind(row.id),
      d1.prepare("DELETE FROM khatms WHERE id = ?").bind(row.id),
      // The code may serve another khatm now; the claim stays, so nothing can index this id again.
      d1.prepare("UPDATE khatm_claims SET access_code = NULL WHERE khatm_id = ?").bind(row.id),
    ]);
    return;
  }
  const created = row.indexState === "new" ? creationStatements(d1, pending) : [];
  const guard = [row.id, row.version];
  const statements = rows.flatMap((juz) => juzStatements(d1, row.id, juz, guard));
  // D1 binds at most 100 parameters per statement: a 604-page khatm's ids go in chunks.
  const ids = rows.map((juz) => juz.id);
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    const chunk = ids.slice(start, start + IDS_PER_STATEMENT);
    statements.push(
      d1
        .prepare(`DELETE FROM reader_grants WHERE juz_id IN (${chunk.map(() => "?").join(",")}) AND ${OLDER}`)
        .bind(...chunk, ...guard),
    );
  }
  for (const grant of grants) {
    statements.push(
      d1
        .prepare(`INSERT OR IGNORE INTO reader_grants (key_hash, juz_id, created_at) SELECT ?, ?, ? WHERE ${OLDER}`)
        .bind(grant.keyHash, grant.juzId, grant.createdAt, ...guard),
    );
  }
  statements.push(...pledgeStatements(d1, pending));
  if (row.listingPending || row.indexState === "new") statements.push(...organizerStatements(d1, row));
  if (row.searchTermsPending && row.indexState !== "new") statements.push(...searchTermStatements(d1, row));
  statements.push(...khatmStatements(d1, row));
  await d1.batch([...created, ...statements]);
}

/**
 * A juz row as the object has it, in one of two forms of which at most one matches (the one that keeps the e-mail
 * first, so the other cannot match after it): D1 bills a row written for every index entry an UPDATE may change, and
 * the reader e-mail's index (My Reservations) changes only when the juz changes hands. A completion or an anonymity
 * choice writes the row alone; a reservation or a cancellation, the row and its entry.
 */
function juzStatements(d1: D1Database, khatmId: string, juz: JuzRow, guard: unknown[]): D1PreparedStatement[] {
  const state = [
    juz.status,
    juz.readerId,
    juz.readerName,
    juz.readerAnonymous ? 1 : 0,
    juz.reservedAt,
    juz.completedAt,
    juz.holderKeyHash,
  ];
  const columns =
    "status = ?, reader_id = ?, reader_name = ?, reader_anonymous = ?, reserved_at = ?, completed_at = ?, holder_key_hash = ?";
  const where = `id = ? AND khatm_id = ? AND ${OLDER}`;
  return [
    d1
      .prepare(`UPDATE juzs SET ${columns} WHERE ${where} AND reader_email IS ?`)
      .bind(...state, juz.id, khatmId, ...guard, juz.readerEmail),
    d1
      .prepare(`UPDATE juzs SET ${columns}, reader_email = ? WHERE ${where} AND reader_email IS NOT ?`)
      .bind(...state, juz.readerEmail, juz.id, khatmId, ...guard, juz.readerEmail),
  ];
}

/**
 * A renamed public khatm's search terms (issue 37: name and occasion may change), replacing D1's while D1's khatm is
 * older than this sync.
 */
function searchTermStatements(d1: D1Database, row: StoredKhatm): D1PreparedStatement[] {
  const older = { sql: OLDER, params: [row.id, row.version] };
  const terms = row.isPublic ? searchTermsOf(row) : [];
  const rows = terms.map((term) => ({ term, createdAt: row.createdAt, khatmId: row.id }));
  return [
    d1.prepare(`DELETE FROM khatm_search_terms WHERE khatm_id = ? AND ${older.sql}`).bind(row.id, ...older.params),
    ...guardedInserts(d1, khatmSearchTerms, rows, older, "ON CONFLICT DO NOTHING"),
  ];
}

/**
 * The khatm row, as the object has it, guarded by the version. Its next due time (the Cron Trigger's index) changes
 * far less often than its counts, so, as a juz's e-mail, it is set by the form of the statement that matches only
 * when it changed: a change that keeps it writes the row alone.
 */
function khatmStatements(d1: D1Database, row: PendingSync["khatm"]): D1PreparedStatement[] {
  const columns =
    "name = ?, occasion = ?, finish_by = ?, dedication = ?, available_count = ?, reserved_count = ?, completed_count = ?, creator_confirmed = ?, moderation = ?, version = ?, reminder_days = ?, stale_days = ?, auto_next_round = ?";
  const state = [
    row.name,
    row.occasion,
    row.finishBy,
    row.dedication,
    row.availableCount,
    row.reservedCount,
    row.completedCount,
    row.creatorConfirmed ? 1 : 0,
    row.moderation,
    row.version,
    row.reminderDays,
    row.staleDays,
    row.autoNextRound,
  ];
  return [
    d1
      .prepare(`UPDATE khatms SET ${columns} WHERE id = ? AND version < ? AND next_due_at IS ?`)
      .bind(...state, row.id, row.version, row.nextDueAt),
    d1
      .prepare(`UPDATE khatms SET ${columns}, next_due_at = ? WHERE id = ? AND version < ? AND next_due_at IS NOT ?`)
      .bind(...state, row.nextDueAt, row.id, row.version, row.nextDueAt),
  ];
}

/**
 * The khatm's co-organizers as its row holds them (they change with the row: `listingPending`), replacing D1's copy
 * while D1's khatm is not newer than this sync (at most as new: a khatm created in this very batch holds it already).
 */
function organizerStatements(d1: D1Database, row: StoredKhatm): D1PreparedStatement[] {
  return [
    d1.prepare(`DELETE FROM khatm_organizers WHERE khatm_id = ? AND ${NOT_NEWER}`).bind(row.id, row.id, row.version),
    ...row.organizers.map((organizer) =>
      d1
        .prepare(`INSERT OR IGNORE INTO khatm_organizers (khatm_id, email, added_at) SELECT ?, ?, ? WHERE ${NOT_NEWER}`)
        .bind(row.id, organizer.email, organizer.addedAt, row.id, row.version),
    ),
  ];
}

/**
 * The pledges' rows, inserted or brought up to date, while D1's copy of the khatm is not newer than this sync (at
 * most as new: a khatm created in this very batch holds this version already).
 */
function pledgeStatements(d1: D1Database, { khatm: row, pledges: rows }: PendingSync): D1PreparedStatement[] {
  return rows.map((pledge) =>
    d1
      .prepare(
        `INSERT INTO pledges (khatm_id, number, reader_name, reader_email, reader_anonymous, key_hash, amount, done, cancelled, pledged_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${NOT_NEWER}
         ON CONFLICT (khatm_id, number) DO UPDATE SET reader_anonymous = excluded.reader_anonymous, amount = excluded.amount,
         done = excluded.done, cancelled = excluded.cancelled`,
      )
      .bind(
        row.id,
        pledge.id,
        pledge.readerName,
        pledge.readerEmail,
        pledge.readerAnonymous ? 1 : 0,
        pledge.keyHash,
        pledge.amount,
        pledge.done,
        pledge.cancelledAt ? 1 : 0,
        pledge.pledgedAt,
        row.id,
        row.version,
      ),
  );
}

/** After D1 took `synced`: drops the outbox entries it covered (later changes keep theirs). */
export function markSynced(db: Store, synced: PendingSync): void {
  const { indexState, deleted } = synced.khatm;
  db.transaction((tx) => {
    if (deleted) tx.update(khatm).set({ indexState: "dropped" }).run();
    else if (indexState === "new") tx.update(khatm).set({ indexState: "indexed" }).run();
    tx.delete(outbox).where(lte(outbox.version, synced.khatm.version)).run();
    tx.delete(pledgeOutbox).where(lte(pledgeOutbox.version, synced.khatm.version)).run();
    // A listing change committed after this sync began keeps its mark for the next one.
    if (synced.khatm.listingPending || synced.khatm.searchTermsPending) {
      const done = { listingPending: false, searchTermsPending: false };
      tx.update(khatm).set(done).where(lte(khatm.version, synced.khatm.version)).run();
    }
  });
}

/**
 * The object's side of the index: one sync at a time, when its schedule says (sync-schedule.ts), retried with
 * backoff while D1 fails. A deleted khatm, once D1 has dropped it, is the object's to forget (`dropped`).
 */
export class IndexSync {
  private running: Promise<void> = Promise.resolve();
  private readonly schedule: SyncSchedule;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly db: Store,
    private readonly d1: D1Database,
    private readonly dropped: () => Promise<void>,
  ) {
    this.schedule = new SyncSchedule(storage, () => this.sync());
  }

  /** After a committed change: the sync comes soon, with the durable alarm behind it. */
  committed(): Promise<void> {
    return this.schedule.committed();
  }

  /** Writes what D1's index has not received yet; a sync that fails re-arms the alarm and does not throw. */
  sync(): Promise<void> {
    const sync = this.running.then(() => this.syncOnce());
    // A sync that threw must not stop every later one from running.
    this.running = sync.catch(() => {});
    return sync;
  }

  private async syncOnce(): Promise<void> {
    // A forgotten khatm's storage is gone: a timer still pending finds nothing to do.
    if (!hasTables(this.storage)) return;
    const pending = pendingSync(this.db);
    if (!pending) return;
    try {
      await writeIndex(this.d1, pending);
      this.schedule.succeeded();
    } catch (error) {
      const attempt = await this.schedule.failed();
      console.error(`Index sync of khatm ${pending.khatm.id} failed (attempt ${attempt})`, error);
      return;
    }
    markSynced(this.db, pending);
    if (pending.khatm.deleted) {
      // D1 no longer has the khatm, and its released claim keeps anything from putting it back.
      await this.dropped();
      return;
    }
    if (pendingSync(this.db)) this.schedule.soon();
  }
}
