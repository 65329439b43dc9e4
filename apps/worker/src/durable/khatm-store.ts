import { text } from "@khatm/i18n";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import type { KhatmRow } from "../db/schema";
import { ApiException } from "../errors";
import migrations from "./migrations/migrations";
import { khatm } from "./schema";

/** A khatm's Durable Object storage through drizzle (synchronous queries). */
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
 * The khatm row, or undefined before the khatm is created here (or after a deletion completed). Read several times by every change
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
  indexState: _indexState,
  listingPending: _pending,
  reviewNonce: _nonce,
  completionNoticeSent: _noticeSent,
  nextRoundId: _next,
  manualReminderAt: _manual,
  signingKey: _key,
  organizers: _organizers,
  finishByNoticeFor: _notice,
  searchTermsPending: _terms,
  ...row
}: StoredKhatm): KhatmRow {
  return row;
}

/**
 * The object's SQLite binds at most 100 parameters per statement, as D1 does: a list of part ids or numbers (up to
 * 604 for a page khatm) goes into `IN (...)` lists of at most this many.
 */
const IDS_PER_STATEMENT = 90;

/** `ids` in slices short enough for one `IN (...)` list each. */
export function idChunks<T>(ids: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    chunks.push(ids.slice(start, start + IDS_PER_STATEMENT));
  }
  return chunks;
}
