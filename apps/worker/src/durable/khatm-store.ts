import { text } from "@khatm/i18n";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import { database } from "../db/client";
import {
  type ActivityRow,
  activities as d1Activities,
  readerGrants as d1Grants,
  juzs as d1Juzs,
  khatms as d1Khatms,
  type JuzRow,
  type KhatmRow,
} from "../db/schema";
import { ApiException } from "../errors";
import { english } from "../lib/english";
import { activityRecord } from "../services/activity-messages";
import migrations from "./migrations/migrations";
import { activities, juzs, khatm, readerGrants } from "./schema";

/**
 * A khatm's Durable Object storage through drizzle (synchronous queries), and the move of a khatm into it from D1:
 * khatms created before their object held them, and every new khatm on first touch (creation writes D1's index
 * rows, which give the juz their ids).
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
  legacyActivities: _legacy,
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

/** What D1 holds of a khatm that its object does not hold yet. */
export interface IndexSnapshot {
  khatm: KhatmRow;
  juzs: JuzRow[];
  grants: Array<{ keyHash: string; juzId: number; createdAt: string }>;
  activities: ActivityRow[];
}

/** Reads the khatm's rows from D1 in one round trip; null when D1 has no such khatm. */
export async function readIndexSnapshot(d1: D1Database, khatmId: string): Promise<IndexSnapshot | null> {
  const db = database(d1);
  const [khatmRows, juzRows, grantRows, activityRows] = await db.batch([
    db.select().from(d1Khatms).where(eq(d1Khatms.id, khatmId)),
    db.select().from(d1Juzs).where(eq(d1Juzs.khatmId, khatmId)).orderBy(d1Juzs.number),
    db
      .select({ keyHash: d1Grants.keyHash, juzId: d1Grants.juzId, createdAt: d1Grants.createdAt })
      .from(d1Grants)
      .innerJoin(d1Juzs, eq(d1Juzs.id, d1Grants.juzId))
      .where(eq(d1Juzs.khatmId, khatmId)),
    db.select().from(d1Activities).where(eq(d1Activities.khatmId, khatmId)).orderBy(d1Activities.id),
  ]);
  const [row] = khatmRows;
  return row ? { khatm: row, juzs: juzRows, grants: grantRows, activities: activityRows } : null;
}

/**
 * Writes what D1 held into the object, in one transaction. The counts are recounted from the juz rows. Activities
 * D1 held (khatms from before the move) are copied and later removed from D1 by the sync; a khatm created since
 * has none there, and gets its "created" entry here.
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
        // Moving D1's activities is a change the index must receive (it removes them there): a version of its own.
        version: snapshot.activities.length ? row.version + 1 : row.version,
        legacyActivities: snapshot.activities.length > 0,
      })
      .run();
    for (const juz of snapshot.juzs) tx.insert(juzs).values(juz).run();
    for (const grant of snapshot.grants) tx.insert(readerGrants).values(grant).onConflictDoNothing().run();
    const creator = { khatmId: row.id, userId: row.creatorId, userName: row.creatorName, userEmail: row.creatorEmail };
    // A rotated next round arrives with juz reserved for its readers: the feed says so, one entry per reader.
    const rotated = new Map<string, JuzRow[]>();
    for (const juz of snapshot.juzs.filter((candidate) => candidate.status === "reserved")) {
      const key = juz.readerEmail ?? juz.readerName ?? "";
      rotated.set(key, [...(rotated.get(key) ?? []), juz]);
    }
    const entries = snapshot.activities.length
      ? snapshot.activities.map(({ id: _id, ...entry }) => entry)
      : [
          {
            ...creator,
            juzId: null,
            juzNumber: null,
            activityType: "created" as const,
            timestamp: row.createdAt,
            ...activityRecord({ type: "created", creatorName: row.creatorName }),
          },
          ...[...rotated.values()].map((held) => ({
            ...creator,
            juzId: held.length === 1 ? (held[0]?.id ?? null) : null,
            juzNumber: held.length === 1 ? (held[0]?.number ?? null) : null,
            activityType: "reserved" as const,
            timestamp: row.createdAt,
            ...activityRecord({
              type: "reserved",
              juzNumbers: held.map((juz) => juz.number),
              readerName: held[0]?.readerName ?? english.t("activity.aReaderInList"),
              byCreator: true,
            }),
          })),
        ];
    for (const entry of entries) tx.insert(activities).values(entry).run();
  });
}
