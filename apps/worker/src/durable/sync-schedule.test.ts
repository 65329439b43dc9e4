import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { indexedKhatm, trueKhatm } from "../../test/khatm-state";
import { createKhatm, reserve } from "../../test/khatms";
import { khatmCoordinator } from "./khatm-object";

const alarmOf = (khatmId: string) =>
  runInDurableObject(khatmCoordinator(env, khatmId), (_instance, state) => state.storage.getAlarm());

/** Polls D1's index until it equals the object's truth (the sync runs 50 ms after a commit). */
async function indexCaughtUp(khatmId: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (JSON.stringify(await indexedKhatm(khatmId)) === JSON.stringify(await trueKhatm(khatmId))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe("SyncSchedule: when a khatm's object writes D1's index", () => {
  it("syncs shortly after a commit by its timer, leaving the durable fallback alarm armed once, not per change", async () => {
    const khatm = await createKhatm();
    const before = Date.now();
    const aisha = await reserve(khatm.id, [1]);
    const fallback = await alarmOf(khatm.id);
    // The alarm is the fallback for an object evicted before its timer fires: seconds away, not the 50 ms sync.
    expect(fallback).not.toBeNull();
    expect(Number(fallback) - before).toBeGreaterThan(5_000);

    expect(await indexCaughtUp(khatm.id, 5_000)).toBe(true);
    // The timer synced; the alarm has not fired, and further changes do not write it again.
    await reserve(khatm.id, [2], { readerKey: aisha.readerKey, readerEmail: aisha.readerEmail });
    expect(await alarmOf(khatm.id)).toBe(fallback);
    expect(await indexCaughtUp(khatm.id, 5_000)).toBe(true);
    expect((await indexedKhatm(khatm.id)).khatm).toMatchObject({ reserved_count: 2, version: 2 });
  });
});
