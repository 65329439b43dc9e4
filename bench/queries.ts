/**
 * The SQL behind the timed endpoints, exactly as the worker's services build it: the query functions of
 * apps/worker/src/services/khatm-queries.ts run against a recording stand-in for D1, which keeps each statement and
 * its parameters (and answers no rows). The scale benchmark shows SQLite's EXPLAIN QUERY PLAN for each.
 */
import { type Database, database } from "../apps/worker/src/db/client";
import {
  listPublicKhatms,
  listReaderJuzs,
  requireJuzPlace,
  requireKhatmByCode,
} from "../apps/worker/src/services/khatm-queries";

export interface Query {
  label: string;
  sql: string;
  params: Array<string | number>;
}

/** Enough of D1Database for drizzle's d1 driver to build and "run" statements. */
function recordingD1(statements: Array<{ sql: string; params: unknown[] }>) {
  const statement = (sql: string, params: unknown[] = []) => ({
    bind: (...values: unknown[]) => statement(sql, values),
    async all() {
      statements.push({ sql, params });
      return { results: [], success: true, meta: {} };
    },
    async raw() {
      statements.push({ sql, params });
      return [];
    },
    async first() {
      statements.push({ sql, params });
      return null;
    },
    async run() {
      statements.push({ sql, params });
      return { results: [], success: true, meta: {} };
    },
  });
  return {
    prepare: (sql: string) => statement(sql),
    batch: async () => [],
    exec: async () => ({ count: 0, duration: 0 }),
  };
}

async function capture(
  run: (db: Database) => Promise<unknown>,
): Promise<{ sql: string; params: Array<string | number> }> {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  await run(database(recordingD1(statements))).catch(() => undefined); // "not found": no rows were answered
  const [first] = statements;
  if (!first) throw new Error("the query function issued no statement");
  return { sql: first.sql, params: first.params as Array<string | number> };
}

export async function serviceQueries(sample: { id: string; code: string }): Promise<Query[]> {
  return [
    {
      label: "home (public, hasAvailable=true, limit 3)",
      ...(await capture((db) => listPublicKhatms(db, { hasAvailable: "true", limit: 3 }))),
    },
    { label: "public list (limit 50)", ...(await capture((db) => listPublicKhatms(db, { limit: 50 }))) },
    {
      label: "fully reserved (hasAvailable=false)",
      ...(await capture((db) => listPublicKhatms(db, { hasAvailable: "false", limit: 50 }))),
    },
    { label: "search q=Nowhere", ...(await capture((db) => listPublicKhatms(db, { q: "Nowhere", limit: 50 }))) },
    {
      label: "search q=Family Khatm (common words)",
      ...(await capture((db) => listPublicKhatms(db, { q: "Family Khatm", limit: 50 }))),
    },
    { label: "code lookup", ...(await capture((db) => requireKhatmByCode(db, sample.code))) },
    // A khatm's own juz are read from its Durable Object; D1 answers a juz's khatm and a reader's juz across khatms.
    { label: "a juz's khatm (juz actions, once per isolate)", ...(await capture((db) => requireJuzPlace(db, 1))) },
    {
      label: "a reader's juz (my reservations)",
      ...(await capture(async (db) => listReaderJuzs(db, "reader@bench.local"))),
    },
  ];
}
