import { env, runInDurableObject } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { acceptNewKhatms, indexedKhatm, refuseNewKhatms, storeRows, trueKhatm } from "../../test/khatm-state";
import { api, createKhatm as createThroughApi, reserve } from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";
import { advanceDeliveryClock, effectRows, providerMailbox, runAlarm, sendThroughProvider } from "../../test/provider";
import { database } from "../db/client";
import { claimKhatm, juzIdOf } from "../db/khatm-claims";
import { createKhatm, type KhatmDraft } from "./khatm-creation";
import { khatmCoordinator } from "./khatm-object";

const MAIL = { origin: "https://khatm.test", requester: null };

async function draft(overrides: Partial<KhatmDraft> = {}): Promise<KhatmDraft> {
  const email = `creator-${crypto.randomUUID()}@example.com`;
  const row = await env.DB.prepare("INSERT INTO users (email, name, created_at) VALUES (?, 'Khadija', ?) RETURNING id")
    .bind(email, new Date().toISOString())
    .first<{ id: number }>();
  return {
    name: "Khatm made in its object",
    occasion: "Ramadan",
    dedication: null,
    isPublic: true,
    creator: { id: must(row).id, name: "Khadija", email },
    creatorConfirmed: true,
    locale: null,
    ...overrides,
  };
}

const hasStorage = (khatmId: string) =>
  runInDurableObject(
    khatmCoordinator(env, khatmId),
    (_instance, state) =>
      state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'khatm'").toArray().length >
      0,
  );

const searchTerms = async (khatmId: string) =>
  (
    await env.DB.prepare("SELECT term FROM khatm_search_terms WHERE khatm_id = ?").bind(khatmId).all<{ term: string }>()
  ).results.map((row) => row.term);

describe("a new khatm is made in its object first", () => {
  it("answers, shows and takes reservations while D1 refuses its index rows; the index catches up, terms and all", async () => {
    await refuseNewKhatms();
    let created: Awaited<ReturnType<typeof createThroughApi>>;
    try {
      created = await createThroughApi({ name: "Lantern Khatm" });
      expect((await indexedKhatm(created.id)).khatm).toBeNull();
      // The khatm's own pages read its object: it is all there.
      const shown = await expectJson<{ name: string; accessCode: string }>(
        await api("GET", `/api/khatms/${created.id}`),
        200,
      );
      expect(shown).toMatchObject({ name: "Lantern Khatm", accessCode: created.accessCode });
      await reserve(created.id, [1, 2]);
      expect(await storeRows(created.id, "SELECT index_state, version FROM khatm")).toEqual([
        { index_state: "new", version: 1 },
      ]);
    } finally {
      await acceptNewKhatms();
    }
    await runAlarm(created.id);
    await khatmCoordinator(env, created.id).syncIndex();
    expect(await indexedKhatm(created.id)).toEqual(await trueKhatm(created.id));
    expect(await searchTerms(created.id)).toEqual(expect.arrayContaining(["lantern", "khatm", created.accessCode]));
    expect(await storeRows(created.id, "SELECT index_state FROM khatm")).toEqual([{ index_state: "indexed" }]);
    // The code finds it now that the index has it.
    await expectJson(await api("GET", `/api/khatms/code/${created.accessCode}`), 200);
  });

  it("writes the creation e-mail as an effect of the creation, delivered once through a provider that refused", async () => {
    const id = `made-here-${crypto.randomUUID().slice(0, 8)}`;
    const mailbox = providerMailbox();
    // The object's instance exists (no storage yet) and sends through the fake provider from its first change on.
    await sendThroughProvider(id, mailbox);
    await mailbox.refuse(2);
    const made = must(await createKhatm(env, await draft({ id, welcome: MAIL })));
    const [welcome, ...others] = await effectRows(id);
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({ outcome: null, intent: { kind: "mail", mail: { type: "created" } } });
    for (let attempt = 0; attempt < 4; attempt++) {
      await khatmCoordinator(env, id).deliverEffects();
      await advanceDeliveryClock(id, 60 * 60_000);
    }
    const { accepted, attempts } = await mailbox.seen();
    expect(accepted).toEqual([
      expect.objectContaining({ key: welcome?.key, to: made.khatm.creatorEmail, subject: expect.any(String) }),
    ]);
    expect(attempts.map((each) => each.key)).toEqual([welcome?.key, welcome?.key, welcome?.key]);
    expect((await effectRows(id)).map((row) => row.outcome)).toEqual(["sent"]);
  });

  it("keeps access codes unique when creations race for the same code, with ids of their own", async () => {
    const creations = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        // Every creation draws the same code first, then one of its own.
        const codes = ["123123", `90000${i}`];
        return must(await createKhatm(env, await draft(), () => must(codes.shift())));
      }),
    );
    const codes = creations.map((created) => created.khatm.accessCode);
    expect(new Set(codes).size).toBe(8);
    expect(codes.filter((code) => code === "123123")).toHaveLength(1);
    const indexed = await env.DB.prepare(
      `SELECT access_code AS code, (SELECT count(DISTINCT id) FROM juzs WHERE khatm_id = khatms.id) AS juzs FROM khatms WHERE id IN (${creations.map(() => "?").join(",")})`,
    )
      .bind(...creations.map((created) => created.khatm.id))
      .all<{ code: string; juzs: number }>();
    expect(indexed.results.map((row) => row.code).sort()).toEqual([...codes].sort());
    expect(indexed.results.every((row) => row.juzs === 30)).toBe(true);
    const juzIds = await env.DB.prepare("SELECT count(DISTINCT id) AS n, count(*) AS rows FROM juzs").first();
    expect(juzIds).toMatchObject({ n: expect.any(Number) });
    expect(must(juzIds).n).toBe(must(juzIds).rows);
  });

  it("leaves an orphaned claim harmless: no khatm, no storage, its code taken by nobody, its id finishable", async () => {
    const db = database(env.DB);
    const orphan = `orphan-${crypto.randomUUID().slice(0, 8)}`;
    // The worker died right after the claim: the object never heard of the khatm.
    const claim = must(await claimKhatm(db, orphan, () => "555000"));
    await expectError(await api("GET", `/api/khatms/${orphan}`), 404);
    await expectError(await api("GET", `/api/khatms/code/555000`), 404);
    expect(await hasStorage(orphan)).toBe(false);
    // Nobody is blocked: a creation drawing the orphan's code takes the next one it draws.
    const codes = ["555000", "555001"];
    const other = must(await createKhatm(env, await draft(), () => must(codes.shift())));
    expect(other.khatm.accessCode).toBe("555001");
    // And a creation of the orphan's id (a next round's retry) finishes it with the claim's code and juz ids.
    const finished = must(await createKhatm(env, await draft({ id: orphan })));
    expect(finished.khatm.accessCode).toBe("555000");
    const juzs = await expectJson<Array<{ id: number; number: number }>>(
      await api("GET", `/api/khatms/${orphan}/juzs`),
      200,
    );
    expect(juzs.map((juz) => juz.id)).toEqual(juzs.map((juz) => juzIdOf(claim, juz.number)));
  });

  it("makes a repeated creation of one id find the khatm it made, and never makes a deleted one again", async () => {
    const id = `twice-${crypto.randomUUID().slice(0, 8)}`;
    const first = must(await createKhatm(env, await draft({ id })));
    const again = must(await createKhatm(env, await draft({ id, name: "Another name" })));
    expect(again.khatm).toMatchObject({ id, name: first.khatm.name, accessCode: first.khatm.accessCode });
    const remove = `/api/khatms/${id}?creatorEmail=${encodeURIComponent(first.khatm.creatorEmail)}`;
    expect((await api("DELETE", remove, { manageKey: first.manageKey })).status).toBe(204);
    await runAlarm(id);
    expect(await createKhatm(env, await draft({ id }))).toBeNull();
    expect((await indexedKhatm(id)).khatm).toBeNull();
    await expectError(await api("GET", `/api/khatms/${id}`), 404);
  });
});
