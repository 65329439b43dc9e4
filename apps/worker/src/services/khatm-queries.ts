import { text } from "@khatm/i18n";
import type { OrganizerRole } from "@khatm/schema/rules";
import { and, desc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { juzs, type KhatmRow, khatmOrganizers, khatmSearchTerms, khatms, pledges, readerGrants } from "../db/schema";
import { foldText, searchWords } from "../db/search-terms";
import { ApiException } from "../errors";
import { LIST_PAGE_SIZE, type ListPosition } from "./list-pages";

/**
 * Reads of D1's cross-khatm index: khatms by code, the lists, a juz's khatm, a reader's juz across khatms. The index
 * follows each khatm's Durable Object (the truth) by a short sync, so lists may lag it by that delay; a khatm's own
 * pages read its object instead (durable/khatm-view.ts). The lists answer drizzle queries (awaited for their rows)
 * so their SQL plans can be checked in tests.
 */

export async function requireKhatmByCode(db: Database, accessCode: string): Promise<KhatmRow> {
  const [row] = await db.select().from(khatms).where(eq(khatms.accessCode, accessCode)).limit(1);
  if (!row) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
  return row;
}

export interface PublicListFilter {
  q?: string;
  hasAvailable?: "true" | "false";
  limit: number;
}

/**
 * Public khatms, newest first. Without a search, walks khatms_public_created_idx (or, for fully reserved ones, the
 * partial khatms_full_created_idx) in order and stops at `limit`, so the size of the table does not matter. A search
 * reads its words' rows in khatm_search_terms instead (searchCandidates) and keeps the khatms whose name, occasion or
 * code holds the text as typed, compared folded (db/search-terms.ts: case, accents, Arabic-script variants).
 */
export async function listPublicKhatms(db: Database, filter: PublicListFilter): Promise<KhatmRow[]> {
  if (!filter.q) return publicKhatms(db, filter);
  const typed = foldText(filter.q);
  const candidates = await searchCandidates(db, filter, searchWords(filter.q));
  return candidates
    .filter((khatm) => foldText(`${khatm.name}\n${khatm.occasion ?? ""}\n${khatm.accessCode}`).includes(typed))
    .slice(0, filter.limit);
}

export function publicKhatms(db: Database, filter: Omit<PublicListFilter, "q">) {
  return db
    .select()
    .from(khatms)
    .where(and(...listedConditions(filter)))
    .orderBy(desc(khatms.createdAt), sql`${khatms}.rowid DESC`)
    .limit(filter.limit);
}

/**
 * A search reads at most this many of its longest word's newest khatms: the rows a search reads stay bounded however
 * many khatms share a word (D1 bills each row read). A word so common that its newest khatms are all filtered away
 * finds fewer than it could; a longer word narrows it.
 */
export const SEARCH_CANDIDATES = 120;

/**
 * Listed khatms having a term for the two longest words (a word starts a word of the name or occasion, or the code),
 * newest first. The longest word leads: it has the fewest khatms.
 */
export function searchCandidates(db: Database, filter: Omit<PublicListFilter, "q">, words: string[]) {
  // The next longest word narrows the candidates with one more seek each; the rest are left to the check of the typed
  // text that follows (listPublicKhatms), which keeps the rows read within 3 x SEARCH_CANDIDATES.
  const [lead, second] = [...words].sort((a, b) => b.length - a.length);
  const candidates = db
    .select({ khatmId: khatmSearchTerms.khatmId, createdAt: khatmSearchTerms.createdAt })
    .from(khatmSearchTerms)
    // A text without letters or digits ("!!!") has no words and finds nothing.
    .where(eq(khatmSearchTerms.term, lead ?? ""))
    .orderBy(desc(khatmSearchTerms.createdAt))
    .limit(SEARCH_CANDIDATES)
    .as("candidates");
  const hasSecondWord = [second]
    .filter((word) => word !== undefined)
    .map(
      (word) =>
        // The whole primary key, so each check is one seek: a term's rows are ordered by time, then khatm.
        sql`EXISTS (SELECT 1 FROM ${khatmSearchTerms} WHERE ${khatmSearchTerms.term} = ${word} AND ${khatmSearchTerms.createdAt} = ${candidates.createdAt} AND ${khatmSearchTerms.khatmId} = ${candidates.khatmId})`,
    );
  return db
    .select(getTableColumns(khatms))
    .from(candidates)
    .innerJoin(khatms, eq(khatms.id, candidates.khatmId))
    .where(and(...listedConditions(filter), ...hasSecondWord))
    .orderBy(desc(candidates.createdAt));
}

/** Listed (rules/listing.ts isListed): public, creator confirmed, not taken off by reports or the operator. */
function listedConditions(filter: Omit<PublicListFilter, "q">): SQL[] {
  const conditions: SQL[] = [
    eq(khatms.isPublic, true),
    sql`${khatms.creatorConfirmed} = 1`,
    sql`${khatms.moderation} = 'none'`,
  ];
  // Written as literals: SQLite matches a partial index's WHERE only against literal terms.
  if (filter.hasAvailable === "true") conditions.push(sql`${khatms.availableCount} > 0`);
  if (filter.hasAvailable === "false") conditions.push(sql`${khatms.availableCount} = 0`);
  return conditions;
}

/** Which page of a list to read: after `after` (from the start without), `size` rows. */
export interface ListPageQuery {
  after?: ListPosition;
  size: number;
}

const FIRST_PAGE: ListPageQuery = { size: LIST_PAGE_SIZE };

/**
 * The khatms created under `creatorEmail` (lower case) and those it co-organizes (issue 37), private ones included,
 * newest first, a page at a time (one row more than the page), each with the role the address has in it: anyone may
 * name any address as a khatm's creator, so only its proven owner may be answered this.
 */
export async function listCreatorKhatms(db: Database, creatorEmail: string, page: ListPageQuery = FIRST_PAGE) {
  const rows = await creatorKhatmsQuery(db, creatorEmail, page);
  return rows.map((row) => ({ ...row, role: roleIn(row, creatorEmail) }));
}

/** The query of listCreatorKhatms: by the creator's index, and the organizers' by theirs. */
export function creatorKhatmsQuery(db: Database, creatorEmail: string, page: ListPageQuery = FIRST_PAGE) {
  const after = page.after
    ? sql`(${khatms.createdAt} < ${page.after.createdAt} OR (${khatms.createdAt} = ${page.after.createdAt} AND ${khatms.id} > ${page.after.khatmId}))`
    : undefined;
  const organized = db
    .select({ khatmId: khatmOrganizers.khatmId })
    .from(khatmOrganizers)
    .where(eq(khatmOrganizers.email, creatorEmail));
  return db
    .select()
    .from(khatms)
    .where(and(or(eq(khatms.creatorEmail, creatorEmail), inArray(khatms.id, organized)), after))
    .orderBy(desc(khatms.createdAt), khatms.id)
    .limit(page.size + 1);
}

function roleIn(row: KhatmRow, email: string): OrganizerRole {
  return row.creatorEmail === email ? "creator" : "organizer";
}

export interface JuzPlace {
  khatmId: string;
  number: number;
}

/**
 * Where a juz id points never changes (a juz never moves between khatms, and its id derives from its khatm's claim,
 * whose AUTOINCREMENT number D1 never reuses: db/khatm-claims.ts),
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
  if (!row) throw new ApiException("NOT_FOUND", text("api.juzNotFound"));
  if (juzPlaces.size >= JUZ_PLACES_KEPT) juzPlaces.clear();
  juzPlaces.set(id, row);
  return row;
}

/**
 * The rows after `position` in the reader lists' order (khatm created, newest first; then khatm id and number).
 * Written out rather than as a row value: the order runs one way on the time and the other on the rest.
 */
function after(khatmId: SQLiteColumn, number: SQLiteColumn, position?: ListPosition): SQL | undefined {
  if (!position) return undefined;
  const { createdAt, khatmId: id, number: n } = position;
  return sql`(${khatms.createdAt} < ${createdAt} OR (${khatms.createdAt} = ${createdAt} AND (${khatmId} > ${id} OR (${khatmId} = ${id} AND ${number} > ${n}))))`;
}

/**
 * The reader's pledges across counted recitations (issue 25), newest khatm first, a page at a time (one row more
 * than the page, to tell whether another follows): all under the e-mail for its session, or only those pledged
 * with `onlyKeyHash` (the browser's reader key).
 */
export function listReaderPledges(
  db: Database,
  readerEmail: string,
  onlyKeyHash?: string,
  page: ListPageQuery = FIRST_PAGE,
) {
  return db
    .select({
      pledge: pledges,
      khatm: {
        id: khatms.id,
        name: khatms.name,
        accessCode: khatms.accessCode,
        recitation: khatms.recitation,
        target: khatms.target,
      },
      khatmCreatedAt: khatms.createdAt,
    })
    .from(pledges)
    .innerJoin(khatms, eq(khatms.id, pledges.khatmId))
    .where(
      and(
        eq(pledges.readerEmail, readerEmail),
        eq(pledges.cancelled, false),
        onlyKeyHash ? eq(pledges.keyHash, onlyKeyHash) : undefined,
        after(pledges.khatmId, pledges.number, page.after),
      ),
    )
    .orderBy(desc(khatms.createdAt), pledges.khatmId, pledges.number)
    .limit(page.size + 1);
}

/**
 * The juz reserved under `readerEmail` across khatms, newest khatm first, a page at a time (one row more than the
 * page). With `onlyGrantedTo` (a reader key's hash), only those that key holds a grant for: what an anonymous
 * browser may see of a typed e-mail.
 */
export function listReaderJuzs(
  db: Database,
  readerEmail: string,
  onlyGrantedTo?: string,
  page: ListPageQuery = FIRST_PAGE,
) {
  const granted = onlyGrantedTo
    ? sql`(${juzs.holderKeyHash} = ${onlyGrantedTo} OR EXISTS (SELECT 1 FROM ${readerGrants} WHERE ${readerGrants.keyHash} = ${onlyGrantedTo} AND ${readerGrants.juzId} = ${juzs.id}))`
    : undefined;
  return db
    .select({
      juz: juzs,
      khatm: { id: khatms.id, name: khatms.name, accessCode: khatms.accessCode, division: khatms.division },
      khatmCreatedAt: khatms.createdAt,
    })
    .from(juzs)
    .innerJoin(khatms, eq(khatms.id, juzs.khatmId))
    .where(and(eq(juzs.readerEmail, readerEmail), granted, after(juzs.khatmId, juzs.number, page.after)))
    .orderBy(desc(khatms.createdAt), juzs.khatmId, juzs.number)
    .limit(page.size + 1);
}
