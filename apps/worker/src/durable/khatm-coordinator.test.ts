import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { breakIndex, indexedKhatm, repairIndex, storeRows, syncIndex, trueKhatm } from "../../test/khatm-state";
import { api, createKhatm, juzAction, reserve } from "../../test/khatms";
import { expectError } from "../../test/observe";
import { type PendingSync, pendingSync, writeIndex } from "./index-sync";
import { khatmCoordinator } from "./khatm-object";
import { openStore } from "./khatm-store";

const versionOf = async (khatmId: string) =>
  (await storeRows<{ version: number }>(khatmId, "SELECT version FROM khatm"))[0]?.version;
const outboxOf = (khatmId: string) => storeRows<{ juz_id: number; version: number }>(khatmId, "SELECT * FROM outbox");

/** What the object would write to D1 now (read inside the object, as its alarm does). */
async function pendingOf(khatmId: string): Promise<PendingSync> {
  const pending = await runInDurableObject(khatmCoordinator(env, khatmId), (_instance, state) =>
    pendingSync(openStore(state.storage)),
  );
  if (!pending) throw new Error("Nothing pending");
  return pending;
}

describe("KhatmCoordinator: each change is one transaction that bumps the version", () => {
  it("bumps the version once per committed change, never for a refusal or a repeated request", async () => {
    const khatm = await createKhatm();
    expect(await versionOf(khatm.id)).toBe(0);
    const aisha = await reserve(khatm.id, [1, 2]);
    expect(await versionOf(khatm.id)).toBe(1);
    // The same reservation again (a retry) changes nothing.
    await reserve(khatm.id, [1, 2], { readerKey: aisha.readerKey, readerEmail: aisha.readerEmail });
    expect(await versionOf(khatm.id)).toBe(1);
    // A refusal (juz 2 is taken) writes nothing at all: juz 3 stays available.
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { juzNumbers: [3, 2], readerName: "Bilal", readerEmail: "bilal@example.com" },
      }),
      409,
    );
    expect(await versionOf(khatm.id)).toBe(1);
    expect((await storeRows(khatm.id, "SELECT status FROM juzs WHERE number = 3"))[0]).toEqual({ status: "available" });
    await juzAction(khatm.id, 1, "complete", {}, { readerKey: aisha.readerKey });
    expect(await versionOf(khatm.id)).toBe(2);
  });

  it("records each change in the outbox, which the alarm empties into D1", async () => {
    await breakIndex();
    try {
      const khatm = await createKhatm();
      const aisha = await reserve(khatm.id, [4]);
      await reserve(khatm.id, [5], { readerKey: aisha.readerKey });
      await syncIndex(khatm.id); // fails: D1 refuses
      expect((await outboxOf(khatm.id)).map((entry) => [entry.version])).toEqual([[1], [2]]);
      await repairIndex();
      const stub = khatmCoordinator(env, khatm.id);
      // The failed sync re-armed the alarm (with backoff); running it catches D1 up.
      expect(await runDurableObjectAlarm(stub)).toBe(true);
      expect(await outboxOf(khatm.id)).toEqual([]);
      expect(await indexedKhatm(khatm.id)).toEqual(await trueKhatm(khatm.id));
    } finally {
      await repairIndex();
    }
  });
});

describe("KhatmCoordinator: D1's index follows the truth", () => {
  it("keeps accepting changes while D1 fails, and the index catches up with nothing lost", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [1]);
    await syncIndex(khatm.id);
    await breakIndex();
    try {
      const bilal = await reserve(khatm.id, [2, 3], { readerName: "Bilal" });
      expect((await juzAction(khatm.id, 3, "complete", {}, { readerKey: bilal.readerKey })).status).toBe(200);
      expect((await juzAction(khatm.id, 1, "cancel", {}, khatm.creator)).status).toBe(200);
      await syncIndex(khatm.id);
      // D1 still has the old picture; the khatm's own pages already have the new one.
      expect((await indexedKhatm(khatm.id)).khatm).toMatchObject({ reserved_count: 1, version: 1 });
      const stats = await (await api("GET", `/api/khatms/${khatm.id}/stats`)).json();
      expect(stats).toEqual({ available: 28, reserved: 1, completed: 1 });
    } finally {
      await repairIndex();
    }
    await runDurableObjectAlarm(khatmCoordinator(env, khatm.id));
    await syncIndex(khatm.id);
    const index = await indexedKhatm(khatm.id);
    expect(index).toEqual(await trueKhatm(khatm.id));
    expect(index.khatm).toMatchObject({ available_count: 28, reserved_count: 1, completed_count: 1, version: 4 });
  });

  it("never moves the index backwards: a repeated or late sync changes nothing", async () => {
    const khatm = await createKhatm();
    // With D1 refusing, the reservation's sync stays pending: that is the sync that arrives late below.
    // Read while D1 still refuses: once repaired, the object's own alarm (50 ms) may sync it first.
    await breakIndex();
    const { aisha, early } = await (async () => {
      const reserved = await reserve(khatm.id, [7]);
      return { aisha: reserved, early: await pendingOf(khatm.id) };
    })().finally(repairIndex);
    expect(early.khatm.version).toBe(1);
    await juzAction(khatm.id, 7, "cancel", {}, { readerKey: aisha.readerKey });
    await reserve(khatm.id, [8]);
    await syncIndex(khatm.id);
    const caughtUp = await indexedKhatm(khatm.id);
    expect(caughtUp).toEqual(await trueKhatm(khatm.id));
    // The sync of version 1 arrives late, twice: D1 keeps version 3's rows (juz 7 available, its grant gone).
    await writeIndex(env.DB, early);
    await writeIndex(env.DB, early);
    expect(await indexedKhatm(khatm.id)).toEqual(caughtUp);
    // And the current sync repeated is the same rows again.
    await syncIndex(khatm.id);
    expect(await indexedKhatm(khatm.id)).toEqual(caughtUp);
  });
});

describe("KhatmCoordinator: listing", () => {
  it("a listing change made while D1 refuses is kept, marked pending, and reaches the index by the alarm", async () => {
    const khatm = await createKhatm({ unconfirmed: true });
    await breakIndex();
    try {
      const change = { kind: "confirmCreator", creatorEmail: khatm.creatorEmail } as const;
      const outcome = await khatmCoordinator(env, khatm.id).changeListing(change);
      expect(outcome.ok).toBe(true);
      expect((await indexedKhatm(khatm.id)).khatm).toMatchObject({ creator_confirmed: 0 });
      expect(await storeRows(khatm.id, "SELECT creator_confirmed, listing_pending FROM khatm")).toEqual([
        { creator_confirmed: 1, listing_pending: 1 },
      ]);
    } finally {
      await repairIndex();
    }
    await runDurableObjectAlarm(khatmCoordinator(env, khatm.id));
    await syncIndex(khatm.id);
    expect((await indexedKhatm(khatm.id)).khatm).toMatchObject({ creator_confirmed: 1, moderation: "none" });
    expect(await indexedKhatm(khatm.id)).toEqual(await trueKhatm(khatm.id));
    expect(await storeRows(khatm.id, "SELECT listing_pending FROM khatm")).toEqual([{ listing_pending: 0 }]);
  });
});

describe("KhatmCoordinator: delete", () => {
  it("clears the object and the index; a late sync never brings the khatm back", async () => {
    const khatm = await createKhatm();
    await breakIndex();
    const late = await reserve(khatm.id, [1, 2])
      .then(() => pendingOf(khatm.id))
      .finally(repairIndex);
    const remove = `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`;
    expect((await api("DELETE", remove, khatm.creator)).status).toBe(204);
    await writeIndex(env.DB, late);
    expect(await indexedKhatm(khatm.id)).toEqual({ khatm: null, juzs: [], grants: [] });
    const stored = await runInDurableObject(khatmCoordinator(env, khatm.id), (_instance, state) =>
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'")
        .toArray(),
    );
    expect(stored).toEqual([]);
    await expectError(await api("GET", `/api/khatms/${khatm.id}/juzs`), 404);
  });

  it("answers 404 at once while D1 is down, and the index drops the khatm when D1 is back", async () => {
    const khatm = await createKhatm();
    const aisha = await reserve(khatm.id, [3]);
    const three = aisha.juzs[0]?.id;
    await breakIndex();
    try {
      const remove = `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`;
      expect((await api("DELETE", remove, khatm.creator)).status).toBe(204);
      // Mutations racing the pending sync find the tombstone.
      await expectError(
        await api("POST", `/api/juzs/${three}/complete`, { readerKey: aisha.readerKey, body: {} }),
        404,
      );
      await expectError(await api("GET", `/api/khatms/${khatm.id}`), 404);
      expect((await indexedKhatm(khatm.id)).khatm).not.toBeNull();
    } finally {
      await repairIndex();
    }
    await runDurableObjectAlarm(khatmCoordinator(env, khatm.id));
    expect(await indexedKhatm(khatm.id)).toEqual({ khatm: null, juzs: [], grants: [] });
    await expectError(await api("GET", `/api/khatms/${khatm.id}`), 404);
  });
});
