import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { readerGrants as d1Grants, juzs as d1Juzs, khatms as d1Khatms, khatmSearchTerms } from "../db/schema";
import { searchTermsOf } from "../db/search-terms";
import type { PendingSync } from "./index-sync";
import { asKhatmRow } from "./khatm-store";

/**
 * The statements that put a khatm created in its object into D1's index: its row, its juz, its reader grants and, if
 * public, its search terms (db/search-terms.ts), each as it is now. The khatm row goes in only while its claim holds
 * its code (db/khatm-claims.ts), so a write that arrives after the khatm was deleted (which gives the code back) puts
 * nothing back; the rest go in only with the khatm row. Each insert skips rows D1 already has, so a repeated attempt
 * (one that landed but whose answer was lost) changes nothing, and the version-guarded updates that follow it in the
 * same batch (index-sync.ts) bring rows an earlier attempt left behind up to date.
 */
export function creationStatements(d1: D1Database, { khatm: stored, juzs, grants }: PendingSync) {
  const row = asKhatmRow(stored);
  const claimed = {
    sql: "EXISTS (SELECT 1 FROM khatm_claims WHERE khatm_id = ? AND access_code = ?)",
    params: [row.id, row.accessCode],
  };
  const indexed = { sql: "EXISTS (SELECT 1 FROM khatms WHERE id = ?)", params: [row.id] };
  const terms = row.isPublic
    ? searchTermsOf(row).map((term) => ({ term, createdAt: row.createdAt, khatmId: row.id }))
    : [];
  return [
    ...guardedInserts(d1, d1Khatms, [row], claimed, "ON CONFLICT (id) DO NOTHING"),
    ...guardedInserts(d1, d1Juzs, juzs, indexed, "ON CONFLICT (id) DO NOTHING"),
    ...guardedInserts(d1, d1Grants, grants, indexed, "ON CONFLICT DO NOTHING"),
    ...guardedInserts(d1, khatmSearchTerms, terms, indexed, "ON CONFLICT DO NOTHING"),
  ];
}

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMETERS = 100;

/**
 * INSERTs of `rows` into `table` (every column, in the table's order), as many rows per statement as D1's parameter
 * limit allows, each only `WHERE guard`. (The WHERE also keeps SQLite from reading the upsert's ON as a join's.)
 */
export function guardedInserts<T extends SQLiteTable>(
  d1: D1Database,
  table: T,
  rows: ReadonlyArray<T["$inferSelect"]>,
  guard: { sql: string; params: unknown[] },
  conflict: string,
): D1PreparedStatement[] {
  const columns = Object.entries(getTableColumns(table));
  const perStatement = Math.floor((MAX_PARAMETERS - guard.params.length) / columns.length);
  const names = columns.map(([, column]) => `"${column.name}"`).join(", ");
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.flatMap((row) => columns.map(([key]) => asSqlValue((row as Record<string, unknown>)[key])));
    statements.push(
      d1
        .prepare(
          `INSERT INTO "${getTableName(table)}" (${names}) SELECT * FROM (VALUES ${chunk.map(() => tuple).join(", ")}) WHERE ${guard.sql} ${conflict}`,
        )
        .bind(...values, ...guard.params),
    );
  }
  return statements;
}

function asSqlValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  return value ?? null;
}
