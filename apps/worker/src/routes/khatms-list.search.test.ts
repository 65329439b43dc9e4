import { env } from "cloudflare:test";
import type { KhatmSummary } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { signIn } from "../../test/auth";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, createKhatm, uniqueEmail } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { database } from "../db/client";
import { searchTermsOf, searchWords } from "../db/search-terms";
import { SEARCH_CANDIDATES, searchCandidates } from "../services/khatm-queries";

const found = async (q: string) => {
  await syncEveryIndex();
  const list = await expectJson<KhatmSummary[]>(await api("GET", `/api/khatms/public?q=${encodeURIComponent(q)}`), 200);
  return list.map((khatm) => khatm.id);
};
const termRows = async (khatmId: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM khatm_search_terms WHERE khatm_id = ?").bind(khatmId).first<{
      n: number;
    }>()
  )?.n;

describe("searching the public list (khatm_search_terms)", () => {
  it("finds Latin text by the start of its words, ignoring case and accents, not from inside a word", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const khatm = await createKhatm({ name: `Barakah ${tag} Müslüman`, occasion: "Before Eid" });
    expect(await found(`barak`)).toContain(khatm.id);
    expect(await found(`${tag} muslu`)).toEqual([khatm.id]);
    expect(await found(`BARAKAH ${tag.toUpperCase()}`)).toEqual([khatm.id]);
    expect(await found(`before e`)).toContain(khatm.id);
    expect(await found(`arakah ${tag}`)).toEqual([]);
    expect(await found(`${tag} Eid`)).toEqual([]);
  });

  it("finds Arabic text with or without harakat and hamza, and Persian letters by their Arabic twins", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const arabic = await createKhatm({ name: `ختمة أحمد ${tag}` });
    const persian = await createKhatm({ name: `ختم کریم ${tag}` });
    expect(await found(`احمد ${tag}`)).toEqual([arabic.id]);
    expect(await found(`أَحْمَد ${tag}`)).toEqual([arabic.id]);
    expect(await found(`ختمة أح`)).toContain(arabic.id);
    expect(await found(`ختم كريم ${tag}`)).toEqual([persian.id]);
  });

  it("finds a khatm by its code or the start of it, and nothing for text no khatm has", async () => {
    const khatm = await createKhatm({ name: "Family Khatm" });
    expect(await found(khatm.accessCode)).toContain(khatm.id);
    expect(await found(khatm.accessCode.slice(0, 4))).toContain(khatm.id);
    expect(await found(crypto.randomUUID())).toEqual([]);
    expect(await found("!!!")).toEqual([]);
  });

  it("keeps terms for public khatms only, and drops them with the khatm", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const hidden = await createKhatm({ name: `Private ${tag}`, isPublic: false });
    const shown = await createKhatm({ name: `Public ${tag}` });
    expect(await termRows(hidden.id)).toBe(0);
    expect(await termRows(shown.id)).toBe(searchTermsOf({ ...shown, occasion: null }).length);
    expect(await found(tag)).toEqual([shown.id]);

    const deleted = await api(
      "DELETE",
      `/api/khatms/${shown.id}?creatorEmail=${encodeURIComponent(shown.creatorEmail)}`,
      {
        manageKey: shown.manageKey,
      },
    );
    expect(deleted.status).toBe(204);
    expect(await found(tag)).toEqual([]);
    expect(await termRows(shown.id)).toBe(0);
  });

  it("follows the listing: a public khatm of an unconfirmed creator is found once its creator signs in", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const khatm = await createKhatm({ name: `Waiting ${tag}`, unconfirmed: true });
    expect(await found(tag)).toEqual([]);
    await signIn(khatm.creatorEmail);
    expect(await found(tag)).toEqual([khatm.id]);
  });

  it("reads a bounded number of D1 rows however many khatms share a word, and almost none for no match", async () => {
    // 600 public khatms sharing the word "common", written to the index as the creation writes them.
    const creator = await env.DB.prepare(
      "INSERT INTO users (email, name, created_at) VALUES (?, 'Bulk', '2026-01-01T00:00:00.000Z') RETURNING id",
    )
      .bind(uniqueEmail("bulk"))
      .first<{ id: number }>();
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < 600; i++) {
      const id = `bulk-${crypto.randomUUID()}`;
      const code = String(100000 + i);
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      statements.push(
        env.DB.prepare(
          "INSERT INTO khatms (id, name, creator_id, creator_name, creator_email, is_public, created_at, unique_id, access_code, manage_key_hash, creator_confirmed) VALUES (?, ?, ?, 'Bulk', 'bulk@example.com', 1, ?, ?, ?, 'x', 1)",
        ).bind(id, `Common khatm ${i}`, creator?.id, createdAt, `u-${id}`, `b${code}`),
      );
      for (const term of searchTermsOf({ name: `Common khatm ${i}`, occasion: null, accessCode: `b${code}` })) {
        statements.push(
          env.DB.prepare("INSERT INTO khatm_search_terms (term, created_at, khatm_id) VALUES (?, ?, ?)").bind(
            term,
            createdAt,
            id,
          ),
        );
      }
    }
    await env.DB.batch(statements);

    const rowsRead = async (q: string) => {
      const { sql, params } = searchCandidates(database(env.DB), { limit: 50 }, searchWords(q)).toSQL();
      const { results, meta } = await env.DB.prepare(sql)
        .bind(...params)
        .all();
      return { count: results.length, rows: meta.rows_read };
    };
    const common = await rowsRead("common");
    expect(common.count).toBe(SEARCH_CANDIDATES);
    expect(common.rows).toBeLessThanOrEqual(500);
    for (const q of ["common khatm", "common khatm 5 b1005"]) {
      const words = await rowsRead(q);
      expect(words.rows).toBeLessThanOrEqual(500);
    }
    expect(await rowsRead("nowhere")).toEqual({ count: 0, rows: expect.any(Number) });
    expect((await rowsRead("nowhere")).rows).toBeLessThanOrEqual(2);
    // What the person sees: the newest 50 of them.
    const list = await expectJson<KhatmSummary[]>(
      await api("GET", "/api/khatms/public?q=common%20khatm&limit=50"),
      200,
    );
    expect(list).toHaveLength(50);
    expect(list[0]?.name).toBe("Common khatm 599");
  });
});
