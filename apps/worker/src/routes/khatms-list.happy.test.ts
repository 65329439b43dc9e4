import type { KhatmSummary } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, createKhatm, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";

// The lists read D1's index, which follows each khatm's Durable Object by a sync: run it first.
const publicList = async (query: string) => {
  await syncEveryIndex();
  return expectJson<KhatmSummary[]>(await api("GET", `/api/khatms/public?${query}`), 200);
};

describe("GET /api/khatms/public", () => {
  it("lists public khatms only, newest first, with their stats and no private fields", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const older = await createKhatm({ name: `Older ${tag}` });
    await createKhatm({ name: `Private ${tag}`, isPublic: false });
    const newer = await createKhatm({ name: `Newer ${tag}`, occasion: "Eid" });
    await reserve(newer.id, [1, 2]);

    const list = await publicList(`q=${tag}`);
    expect(list).toEqual([
      {
        id: newer.id,
        name: `Newer ${tag}`,
        occasion: "Eid",
        isPublic: true,
        createdAt: expect.any(String),
        accessCode: newer.accessCode,
        creatorName: "Khadija",
        stats: { available: 28, reserved: 2, completed: 0 },
        division: "juz",
        partCount: 30,
        // Issue 37: no finish-by date, no pace.
        finishBy: null,
        pace: null,
      },
      expect.objectContaining({ id: older.id, stats: { available: 30, reserved: 0, completed: 0 } }),
    ]);
  });

  it("searches name, occasion and access code, ignoring case", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const byName = await createKhatm({ name: `Barakah ${tag}` });
    const byOccasion = await createKhatm({ name: "Other", occasion: `For the RECOVERY of ${tag}` });
    expect((await publicList(`q=barakah%20${tag}`)).map((khatm) => khatm.id)).toEqual([byName.id]);
    expect((await publicList(`q=recovery%20of%20${tag.toUpperCase()}`)).map((khatm) => khatm.id)).toEqual([
      byOccasion.id,
    ]);
    expect((await publicList(`q=${byName.accessCode}`)).map((khatm) => khatm.id)).toContain(byName.id);
    // LIKE wildcards in the search text are plain characters.
    expect(await publicList(`q=${tag}%25_`)).toEqual([]);
  });

  it("finds a khatm by its whole name, however long, and by non-ASCII text as typed", async () => {
    // D1 refuses LIKE patterns over 50 bytes; a search of a full 120-character name once answered 500.
    const tag = crypto.randomUUID().slice(0, 8);
    const longName = `${tag} <img src=x onerror="alert(1)"> ${"Khatm for our beloved grandmother ".repeat(3)}`.slice(
      0,
      120,
    );
    const long = await createKhatm({ name: longName });
    const arabic = await createKhatm({ name: `ختمة ${tag} Éid` });
    expect((await publicList(`q=${encodeURIComponent(longName)}`)).map((khatm) => khatm.id)).toEqual([long.id]);
    expect((await publicList(`q=${encodeURIComponent(`ختمة ${tag} É`)}`)).map((khatm) => khatm.id)).toEqual([
      arabic.id,
    ]);
  });

  it("splits khatms with available juz from fully reserved ones", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const open = await createKhatm({ name: `Open ${tag}` });
    const full = await createKhatm({ name: `Full ${tag}` });
    await reserve(
      full.id,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );

    expect((await publicList(`q=${tag}&hasAvailable=true`)).map((khatm) => khatm.id)).toEqual([open.id]);
    expect((await publicList(`q=${tag}&hasAvailable=false`)).map((khatm) => [khatm.id, khatm.stats])).toEqual([
      [full.id, { available: 0, reserved: 30, completed: 0 }],
    ]);
  });

  it("answers at most `limit` khatms", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    for (let i = 0; i < 3; i++) await createKhatm({ name: `Limited ${tag} ${i}` });
    expect(await publicList(`q=${tag}&limit=2`)).toHaveLength(2);
  });
});

describe("GET /api/khatms/creator/{email}", () => {
  it("lists all of the signed-in creator's khatms, private ones included, newest first", async () => {
    const khadija = await signedIn("khadija");
    const first = await createKhatm({ creator: khadija, isPublic: true });
    const second = await createKhatm({ creator: khadija, isPublic: false });
    await createKhatm();

    const list = await expectJson<KhatmSummary[]>(
      await api("GET", `/api/khatms/creator/${encodeURIComponent(khadija.email.toUpperCase())}`, {
        token: khadija.token,
      }),
      200,
    );
    expect(list.map((khatm) => [khatm.id, khatm.isPublic])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
  });
});
