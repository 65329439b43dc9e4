import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type JuzRow, juzs, type KhatmRow, khatms, readerGrants } from "../db/schema";
import { ApiException } from "../errors";

/**
 * Reads of D1's cross-khatm index: khatms by code, the lists, a juz's khatm, a reader's juz across khatms. The index
 * follows each khatm's Durable Object (the truth) by a short sync, so lists may lag it by that delay; a khatm's own
 * pages read its object instead (durable/khatm-view.ts). The lists answer drizzle queries (awaited for their rows)
 * so their SQL plans can be checked in tests.
 */

const KHATM_NOT_FOUND = "Khatm not found";

export async function requireKhatmByCode(db: Database, accessCode: string): Promise<KhatmRow> {
  const [row] = await db.select().from(khatms).where(eq(khatms.accessCode, accessCode)).limit(1);
  if (!row) throw new ApiException("NOT_FOUND", KHATM_NOT_FOUND);
  return row;
}

export interface PublicListFilter {
  q?: string;
  hasAvailable?: "true" | "false";
  limit: number;
}

/**
 * Public khatms, newest first. Walks khatms_public_created_idx (or, for fully reserved ones, the partial
 * khatms_full_created_idx) in order and stops at `limit`, so the size of the table does not matter; a search
 * text filters rows on that walk (a substring match cannot use an index, and needs none at this size). The match is
 * instr() on lower-cased text, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a search may be a whole name.
 */
export function listPublicKhatms(db: Database, filter: PublicListFilter) {
  // Listed (db/listing-columns.ts isListed): public, creator confirmed, not taken off by reports or the operator.
  const conditions: SQL[] = [
    eq(khatms.isPublic, true),
    sql`${khatms.creatorConfirmed} = 1`,
    sql`${khatms.moderation} = 'none'`,
  ];
  // Written as literals: SQLite matches a partial index's WHERE only against literal terms.
  if (filter.hasAvailable === "true") conditions.push(sql`${khatms.availableCount} > 0`);
  if (filter.hasAvailable === "false") conditions.push(sql`${khatms.availableCount} = 0`);
  if (filter.q) {
    // One instr() over name, occasion and code joined by line breaks (a search box cannot type one, so the app's
    // searches never match across two fields): a third of the work per row of three separate matches. Both sides go
    // through SQLite's lower() (ASCII only, like LIKE's case folding), so any other letter matches as typed.
    const fields = [khatms.name, sql`coalesce(${khatms.occasion}, '')`, khatms.accessCode];
    const searchable = sql.join(fields, sql` || char(10) || `);
    conditions.push(sql`instr(lower(${searchable}), lower(${filter.q})) > 0`);
  }
  return db
    .select()
    .from(khatms)
    .where(and(...conditions))
    .orderBy(desc(khatms.createdAt), sql`${khatms}.rowid DESC`)
    .limit(filter.limit);
}

/** Every khatm created under `creatorEmail` (lower case), private ones included, newest first. */
export function listCreatorKhatms(db: Database, creatorEmail: string) {
  return db
    .select()
    .from(khatms)
    .where(eq(khatms.creatorEmail, creatorEmail))
    .orderBy(desc(khatms.createdAt), sql`${khatms}.rowid DESC`);
}

export interface JuzPlace {
  khatmId: string;
  number: number;
}

/**
 * Where a juz id points never changes (a juz never moves between khatms and D1 never reuses an id: AUTOINCREMENT),
 * so each isolate keeps the answers it read: a juz action then goes straight to its khatm's object, which answers
 * 404 itself once the khatm is deleted.
 */
const juzPlaces = new Map<number, JuzPlace>();
const JUZ_PLACES_KEPT = 10_000;

/** The khatm and number of a juz, or 404. */
export async function requireJuzPlace(db: Database, id: number): Promise<JuzPlace> {
  const known = juzPlaces.get(id);
  if (known) return known;
  const [row] = await db
    .select({ khatmId: juzs.khatmId, number: juzs.number })
    .from(juzs)
    .where(eq(juzs.id, id))
    .limit(1);
  if (!row) throw new ApiException("NOT_FOUND", "Juz not found");
  if (juzPlaces.size >= JUZ_PLACES_KEPT) juzPlaces.clear();
  juzPlaces.set(id, row);
  return row;
}

export interface ReaderJuzRow {
  juz: JuzRow;
  khatm: Pick<KhatmRow, "id" | "name" | "accessCode">;
}

/**
 * The juz reserved under `readerEmail` across khatms, newest khatm first. With `onlyGrantedTo` (a reader key's
 * hash), only those that key holds a grant for: what an anonymous browser may see of a typed e-mail.
 */
export function listReaderJuzs(db: Database, readerEmail: string, onlyGrantedTo?: string) {
  const granted = onlyGrantedTo
    ? sql`EXISTS (SELECT 1 FROM ${readerGrants} WHERE ${readerGrants.keyHash} = ${onlyGrantedTo} AND ${readerGrants.juzId} = ${juzs.id})`
    : undefined;
  return db
    .select({ juz: juzs, khatm: { id: khatms.id, name: khatms.name, accessCode: khatms.accessCode } })
    .from(juzs)
    .innerJoin(khatms, eq(khatms.id, juzs.khatmId))
    .where(and(eq(juzs.readerEmail, readerEmail), granted))
    .orderBy(desc(khatms.createdAt), juzs.khatmId, juzs.number);
}
