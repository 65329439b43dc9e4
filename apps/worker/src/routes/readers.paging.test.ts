import { env } from "cloudflare:test";
import type { KhatmSummary, ReaderJuz, ReaderPledge } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, type Credentials, createKhatm, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { createCount, pledge } from "../../test/pledges";

const PAGE = 200;

/** Every page of a reader's list, following each answer's Link rel="next" until there is none. */
async function allPages<T>(path: string, credentials: Credentials): Promise<T[][]> {
  await syncEveryIndex();
  const pages: T[][] = [];
  let next: string | null = path;
  while (next) {
    const response = await api("GET", next, credentials);
    pages.push(await expectJson<T[]>(response, 200));
    const link = response.headers.get("Link");
    next = link ? (must(link.match(/^<([^>]+)>; rel="next"$/))[1] ?? null) : null;
    expect(pages.length, "pages").toBeLessThan(10);
  }
  return pages;
}

const juzKey = (juz: ReaderJuz) => `${juz.khatm.id}:${juz.number}`;

/** The khatms' ids, newest first as the index orders them. */
async function khatmsNewestFirst(ids: string[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM khatms WHERE id IN (${ids.map(() => "?").join(",")}) ORDER BY created_at DESC, id`,
  )
    .bind(...ids)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

describe("a reader's lists are bounded, newest first, with a way to ask for more", () => {
  it("juz: 200 a page, the next page linked, together every juz once in the list's order", {
    timeout: 60_000,
  }, async () => {
    const reader = await signedIn("many");
    const khatms = [];
    let readerKey: string | undefined;
    for (let i = 0; i < 7; i++) {
      const khatm = await createKhatm({ name: `Khatm ${i}` });
      const all = Array.from({ length: 30 }, (_, n) => n + 1);
      readerKey = (await reserve(khatm.id, all, { readerEmail: reader.email, readerKey })).readerKey;
      khatms.push(khatm);
    }
    const path = `/api/readers/${encodeURIComponent(reader.email)}/juzs`;
    for (const credentials of [{ token: reader.token }, { readerKey }]) {
      const pages = await allPages<ReaderJuz>(path, credentials);
      expect(pages.map((page) => page.length)).toEqual([PAGE, 10]);
      const rows = pages.flat();
      // Newest khatm first (D1's order of creation, ties by id), each khatm's juz in order; none twice.
      const expected = (await khatmsNewestFirst(khatms.map((khatm) => khatm.id))).flatMap((id) =>
        Array.from({ length: 30 }, (_, n) => `${id}:${n + 1}`),
      );
      expect(rows.map(juzKey)).toEqual(expected);
    }
  });

  it("a khatm reserved between two pages does not shift the next one", { timeout: 60_000 }, async () => {
    const reader = await signedIn("moving");
    for (let i = 0; i < 7; i++) {
      const khatm = await createKhatm();
      await reserve(
        khatm.id,
        Array.from({ length: 30 }, (_, n) => n + 1),
        { readerEmail: reader.email },
      );
    }
    await syncEveryIndex();
    const path = `/api/readers/${encodeURIComponent(reader.email)}/juzs`;
    const first = await api("GET", path, { token: reader.token });
    const firstRows = await expectJson<ReaderJuz[]>(first, 200);
    const link = must(first.headers.get("Link"));
    const newer = await createKhatm();
    await reserve(newer.id, [1, 2], { readerEmail: reader.email });
    await syncEveryIndex();
    const second = await expectJson<ReaderJuz[]>(
      await api("GET", must(link.match(/^<([^>]+)>/))[1] ?? "", { token: reader.token }),
      200,
    );
    expect(second).toHaveLength(10);
    expect(new Set([...firstRows, ...second].map(juzKey)).size).toBe(210);
    expect(second.some((juz) => juz.khatm.id === newer.id)).toBe(false);
  });

  it("pledges: 200 a page, the rest on the next", { timeout: 120_000 }, async () => {
    const reader = await signedIn("pledger");
    const count = await createCount(1000);
    let readerKey: string | undefined;
    for (let i = 0; i < PAGE + 3; i++) {
      readerKey = (await pledge(count.id, 1, { readerEmail: reader.email, readerKey })).readerKey;
    }
    const pages = await allPages<ReaderPledge>(`/api/readers/${encodeURIComponent(reader.email)}/pledges`, {
      token: reader.token,
    });
    expect(pages.map((page) => page.length)).toEqual([PAGE, 3]);
    const ids = pages.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(PAGE + 3);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a.split(".")[1]) - Number(b.split(".")[1])));
  });

  it("a creator's khatms: 200 a page, newest first, the rest on the next", { timeout: 120_000 }, async () => {
    const creator = await signedIn("prolific");
    for (let i = 0; i < PAGE + 2; i++) await createKhatm({ creator, isPublic: false });
    const pages = await allPages<KhatmSummary>(`/api/khatms/creator/${encodeURIComponent(creator.email)}`, {
      token: creator.token,
    });
    expect(pages.map((page) => page.length)).toEqual([PAGE, 2]);
    const { results } = await env.DB.prepare(
      "SELECT id FROM khatms WHERE creator_email = ? ORDER BY created_at DESC, id",
    )
      .bind(creator.email)
      .all<{ id: string }>();
    expect(results).toHaveLength(PAGE + 2);
    expect(pages.flat().map((khatm) => khatm.id)).toEqual(results.map((row) => row.id));
  });

  it("a short list has one page and no link; a position no page gave out is a 400 naming before", async () => {
    const reader = await signedIn("few");
    const khatm = await createKhatm();
    await reserve(khatm.id, [1], { readerEmail: reader.email });
    await syncEveryIndex();
    const path = `/api/readers/${encodeURIComponent(reader.email)}/juzs`;
    const response = await api("GET", path, { token: reader.token });
    expect(await expectJson<ReaderJuz[]>(response, 200)).toHaveLength(1);
    expect(response.headers.get("Link")).toBeNull();
    for (const before of ["", "x", "%%%", "WzEsMiwzXQ", btoa("[1,2,3]"), "a".repeat(500)]) {
      const refused = await api("GET", `${path}?before=${encodeURIComponent(before)}`, { token: reader.token });
      const body = await expectJson<{ error: string; field?: string }>(refused, 400);
      expect(body, before).toMatchObject({ error: "BAD_REQUEST", field: "before" });
    }
  });
});
