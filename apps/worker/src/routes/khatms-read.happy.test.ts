import type { Activity, Juz, Khatm, KhatmStats } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, khatmWithReader, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";

describe("GET /api/khatms/code/{code}", () => {
  it("finds the khatm by its access code", async () => {
    const khatm = await createKhatm({ name: "Code Khatm", occasion: "Eid", dedication: "  our grandmother Fatima " });
    const answer = await expectJson<Khatm>(
      await api("GET", `/api/khatms/code/${khatm.accessCode}?_t=1`, { ip: freshIp() }),
      200,
    );
    expect(answer).toEqual({
      id: khatm.id,
      name: "Code Khatm",
      occasion: "Eid",
      startDate: null,
      endDate: null,
      creatorId: expect.any(Number),
      creatorName: "Khadija",
      isPublic: true,
      createdAt: expect.any(String),
      uniqueId: khatm.uniqueId,
      accessCode: khatm.accessCode,
      stats: { available: 30, reserved: 0, completed: 0 },
      viewerIsCreator: false,
      awaitingConfirmation: false,
      dedication: "our grandmother Fatima",
      completion: null,
      seriesId: khatm.id,
      round: 1,
      reminderDays: 7,
      staleDays: null,
      autoNextRound: "off",
      // Issue 24: every answer names its division, a juz khatm's too.
      division: "juz",
      partCount: 30,
      // Issue 37: a visitor organizes nothing; no finish-by date, so no pace.
      viewerRole: null,
      finishBy: null,
      pace: null,
      finishOutcome: null,
    });
  });
});

describe("GET /api/khatms/{id}", () => {
  it("answers the khatm with its stats, and the creator's e-mail to the creator only", async () => {
    const khadija = await signedIn("khadija");
    const khatm = await createKhatm({ creator: khadija, isPublic: false });
    await reserve(khatm.id, [1, 2]);

    const asCreator = await expectJson<Khatm>(
      await api("GET", `/api/khatms/${khatm.id}`, { token: khadija.token }),
      200,
    );
    expect(asCreator).toMatchObject({
      isPublic: false,
      creatorEmail: khadija.email,
      viewerIsCreator: true,
      stats: { available: 28, reserved: 2, completed: 0 },
    });
    const asKeyHolder = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`, khatm.creator), 200);
    expect(asKeyHolder).toMatchObject({ creatorEmail: khadija.email, viewerIsCreator: true });
  });
});

describe("GET /api/khatms/{id}/stats", () => {
  it("counts available, reserved and completed juz", async () => {
    const { khatm, reader } = await khatmWithReader([1, 2, 3]);
    await expectJson(
      await api("POST", `/api/juzs/${must(reader.juzs[0]).id}/complete`, { readerKey: reader.readerKey, body: {} }),
      200,
    );
    expect(await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats?_t=5`), 200)).toEqual({
      available: 27,
      reserved: 2,
      completed: 1,
    });
  });
});

describe("GET /api/khatms/{id}/juzs", () => {
  it("lists the 30 juz by number, each marked as the viewer's or not", async () => {
    const { khatm, reader } = await khatmWithReader([30, 15]);
    const juzs = await expectJson<Juz[]>(
      await api("GET", `/api/khatms/${khatm.id}/juzs`, { readerKey: reader.readerKey }),
      200,
    );
    expect(juzs.map((juz) => juz.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(juzs.filter((juz) => juz.viewerIsReader).map((juz) => juz.number)).toEqual([15, 30]);
    expect(juzs[0]).toMatchObject({
      khatmId: khatm.id,
      status: "available",
      readerName: null,
      reservedAt: null,
      completedAt: null,
    });
  });
});

describe("GET /api/khatms/{id}/activities", () => {
  it("answers the creator the newest activities first, as many as asked (5 by default)", async () => {
    const khatm = await createKhatm();
    for (const number of [1, 2, 3, 4, 5, 6]) await reserve(khatm.id, [number], { readerName: `Reader ${number}` });

    const feed = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator),
      200,
    );
    expect(feed.map((activity) => activity.message)).toEqual(
      [6, 5, 4, 3, 2].map((n) => `Reader ${n} reserved Juz ${n}`),
    );
    expect(feed[0]).toMatchObject({
      khatmId: khatm.id,
      juzNumber: 6,
      activityType: "reserved",
      userEmail: expect.stringContaining("@"),
    });

    const all = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=50`, khatm.creator),
      200,
    );
    expect(all).toHaveLength(7);
    expect(all.at(-1)).toMatchObject({ activityType: "created" });
  });
});
