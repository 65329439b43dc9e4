// Shared by the adversarial tests (SECURITY.md): the whole stored state as one comparable value, and e-mail
// addresses found in any text.
import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { storedKhatmState, syncIndex } from "../khatm-state";

/** Every table the API writes, in a stable order. */
export const TABLES = ["users", "sessions", "khatms", "juzs", "reader_grants", "email_addresses"] as const;

export interface DatabaseSnapshot {
  tables: Record<string, unknown[]>;
  /** What each khatm's Durable Object holds (the truth about its juz, grants and activity), by khatm id. */
  khatmStores: Record<string, unknown>;
  /** Names of the KV keys that grant something (magic links); the dev outbox is not state. */
  magicLinks: string[];
}

/**
 * The whole of D1 (every row of every table), every khatm's Durable Object and the magic links in KV, to compare
 * before and after a request. Each khatm's index sync runs first, so D1 is compared once it has caught up.
 */
export async function snapshotDatabase(): Promise<DatabaseSnapshot> {
  const { results: khatms } = await env.DB.prepare("SELECT id FROM khatms ORDER BY rowid").all<{ id: string }>();
  const khatmStores: Record<string, unknown> = {};
  for (const { id } of khatms) {
    await syncIndex(id);
    khatmStores[id] = await storedKhatmState(id);
  }
  const results = await env.DB.batch(TABLES.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)));
  const tables = Object.fromEntries(TABLES.map((table, i) => [table, must(results[i]).results]));
  const { keys } = await env.KV.list({ prefix: "magic-link:" });
  return { tables, khatmStores, magicLinks: keys.map((key) => key.name).sort() };
}

/** Counts rows only: cheap enough to take around every one of thousands of generated requests. */
export async function rowCounts(): Promise<Record<string, number>> {
  const results = await env.DB.batch(TABLES.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)));
  return Object.fromEntries(TABLES.map((table, i) => [table, (must(results[i]).results[0] as { n: number }).n]));
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Every e-mail address in `text` (JSON, HTML or plain), lower case, JSON escapes undone. */
export function emailsIn(text: string): string[] {
  const plain = text.replace(/\\u0040/gi, "@").replace(/%40/g, "@");
  return [...new Set((plain.match(EMAIL) ?? []).map((email) => email.toLowerCase()))];
}
