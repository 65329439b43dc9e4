import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import {
  creatorKhatmsQuery,
  listReaderJuzs,
  type PublicListFilter,
  publicKhatms,
  searchCandidates,
} from "./khatm-queries";

/** SQLite's plan for a query as drizzle writes it, read through D1 itself. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join("\n");
}

describe("list queries stay index-backed (a benchmark seeds 100k khatms)", () => {
  const publicPlan = (filter: Omit<PublicListFilter, "q">) => planOf(publicKhatms(database(env.DB), filter));

  it("walks the public khatms newest first through an index, stopping at the limit, without sorting", async () => {
    for (const filter of [{ limit: 50 }, { limit: 3, hasAvailable: "true" as const }]) {
      const plan = await publicPlan(filter);
      expect(plan).toContain("USING INDEX khatms_public_created_idx");
      expect(plan).not.toContain("TEMP B-TREE");
    }
  });

  it("searches from the words' terms, never walking the khatms", async () => {
    const plan = await planOf(searchCandidates(database(env.DB), { limit: 50 }, ["eid", "family"]));
    expect(plan).toContain(
      "SEARCH khatm_search_terms USING COVERING INDEX sqlite_autoindex_khatm_search_terms_1 (term=?)",
    );
    expect(plan).toContain("SEARCH khatms USING INDEX sqlite_autoindex_khatms_1 (id=?)");
    expect(plan).not.toMatch(/SCAN khatms(?! USING)/);
  });

  it("finds fully reserved khatms through their partial index", async () => {
    const plan = await publicPlan({ limit: 50, hasAvailable: "false" });
    expect(plan).toContain("USING INDEX khatms_full_created_idx");
    expect(plan).not.toContain("TEMP B-TREE");
  });

  it("reads a creator's and a reader's rows by index", async () => {
    const db = database(env.DB);
    const creators = await planOf(creatorKhatmsQuery(db, "a@example.com"));
    expect(creators).toContain("USING INDEX khatms_creator_email_idx");
    // The khatms the address co-organizes (issue 37), found by the organizers' own index.
    expect(creators).toContain("khatm_organizers_email_idx");
    expect(await planOf(listReaderJuzs(db, "a@example.com", "hash"))).toContain("USING INDEX juzs_reader_email_idx");
  });
});
