import { text } from "@khatm/i18n";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import { database } from "../db/client";
import { juzs as d1Juzs, khatms as d1Khatms, type JuzRow, type KhatmRow } from "../db/schema";
import { ApiException } from "../errors";
import { english } from "../lib/english";
import migrations from "./migrations/migrations";
import { byReader } from "./readers";
import { activities, juzs, khatm } from "./schema";

/**
 * A khatm's Durable Object storage through drizzle (synchronous queries), and the new khatm taken over from D1's
 * index, where creation wrote it (D1 gives the juz their ids and keeps access codes unique).
 */
export type Store = ReturnType<typeof drizzle>;

export type StoredKhatm = typeof khatm.$inferSelect;

export function openStore(storage: DurableObjectStorage): Store {
  return drizzle(storage);
}

/** Whether this object has ever held its khatm (its tables exist); reading this writes nothing. */
export function hasTables(storage: DurableObjectStorage): boolean {
  return storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'khatm'").toArray().length > 0;
}

export async function migrateStore(db: Store): Promise<void> {
  await migrate(db, migrations);
}

/**
 * The khatm row, or undefined before the move (or after a deletion completed). Read several times by every change
 * (the mutation, its reminder schedule, the index sync), so its query is built once per object: drizzle building
 * the SQL of a 30-column select was a large part of a reservation's CPU time in the object.
 */
export function storedKhatm(db: Store): StoredKhatm | undefined {
  let query = khatmQueries.get(db);
  if (!query) {
    query = prepareKhatmQuery(db);
    khatmQueries.set(db, query);
  }
  return query.get();
}

const khatmQueries = new WeakMap<Store, ReturnType<typeof prepareKhatmQuery>>();

function prepareKhatmQuery(db: Store) {
  return db.select().from(khatm).prepare();
}

/** The khatm, or 404 when the object holds none (unknown id, or deleted): every read and change starts here. */
export function requireKhatm(db: Store): StoredKhatm {
  const row = storedKhatm(db);
  if (!row || row.deleted) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
  return row;
}

/** The khatm as D1's row type, for presenters and e-mails. */
export function asKhatmRow({
  deleted: _deleted,
  listingPending: _pending,
  reviewNonce: _nonce,
  completionNoticeSent: _noticeSent,
  nextRoundId: _next,
  manualReminderAt: _manual,
  signingKey: _key,
  ...row
}: StoredKhatm): KhatmRow {
  return row;
}

/** What creation wrote to D1's index for a new khatm (D1 gives the juz their ids and keeps access codes unique). */
export interface IndexSnapshot {
  khatm: KhatmRow;
  juzs: JuzRow[];
}

/** Reads the new khatm's rows from D1 in one round trip; null when D1 has no such khatm. */
export async function readIndexSnapshot(d1: D1Database, khatmId: string): Promise<IndexSnapshot | null> {
  const db = database(d1);
  const [khatmRows, juzRows] = await db.batch([
    db.select().from(d1Khatms).where(eq(d1Khatms.id, khatmId)),
    db.select().from(d1Juzs).where(eq(d1Juzs.khatmId, khatmId)).orderBy(d1Juzs.number),
  ]);
  const [row] = khatmRows;
  return row ? { khatm: row, juzs: juzRows } : null;
}

/**
 * The object takes its new khatm over in one transaction, with the feed's first entries: "created", and for a rotated
 * next round (which arrives with juz reserved for its readers) one "reserved" entry per reader.
 */
export function importSnapshot(db: Store, snapshot: IndexSnapshot): void {
  if (snapshot.juzs.length !== JUZ_COUNT) throw new Error(`Khatm ${snapshot.khatm.id} has ${snapshot.juzs.length} juz`);
  const count = (status: JuzRow["status"]) => snapshot.juzs.filter((juz) => juz.status === status).length;
  const { khatm: row } = snapshot;
  db.transaction((tx) => {
    tx.insert(khatm)
      .values({
        ...row,
        availableCount: count("available"),
        reservedCount: count("reserved"),
        completedCount: count("completed"),
      })
      .run();
    for (const juz of snapshot.juzs) tx.insert(juzs).values(juz).run();
    const creator = { khatmId: row.id, userId: row.creatorId, userName: row.creatorName, userEmail: row.creatorEmail };
    const created = { type: "created", creatorName: row.creatorName } as const;
    tx.insert(activities)
      .values({
        ...creator,
        juzId: null,
        juzNumber: null,
        activityType: "created",
        timestamp: row.createdAt,
        event: created,
      })
      .run();
    for (const reader of byReader(snapshot.juzs.filter((juz) => juz.status === "reserved"))) {
      const [only, ...more] = reader.juzs;
      const event = {
        type: "reserved",
        juzNumbers: reader.juzs.map((juz) => juz.number),
        readerName: only?.readerName ?? english.t("activity.aReaderInList"),
        byCreator: true,
      } as const;
      const one = more.length ? null : only;
      tx.insert(activities)
        .values({
          ...creator,
          juzId: one?.id ?? null,
          juzNumber: one?.number ?? null,
          activityType: "reserved",
          timestamp: row.createdAt,
          event,
        })
        .run();
    }
  });
}
