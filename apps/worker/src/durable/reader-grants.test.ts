import type { ReaderJuz } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { expectJson } from "../../test/auth";
import { storeRows, syncIndex } from "../../test/khatm-state";
import { api, createKhatm, juzAction, reserve, signedIn } from "../../test/khatms";

/** The parts of `khatmId` the reader list shows a browser that is not signed in, by its reader key (D1's index). */
async function listedFor(email: string, readerKey: string, khatmId: string): Promise<number[]> {
  const answer = await api("GET", `/api/readers/${encodeURIComponent(email)}/juzs`, { readerKey });
  return (await expectJson<ReaderJuz[]>(answer, 200)).filter((juz) => juz.khatmId === khatmId).map((juz) => juz.number);
}

describe("reader grants: the reserving browser's key on the part's own row", () => {
  it("a reservation writes its key on the part and no grant row; a cancellation clears it", async () => {
    const khatm = await createKhatm();
    const aisha = await reserve(khatm.id, [4, 5]);
    const held = await storeRows<{ number: number; holder_key_hash: string | null }>(
      khatm.id,
      "SELECT number, holder_key_hash FROM juzs WHERE holder_key_hash IS NOT NULL ORDER BY number",
    );
    expect(held.map((row) => row.number)).toEqual([4, 5]);
    expect(held[0]?.holder_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await storeRows(khatm.id, "SELECT * FROM reader_grants")).toEqual([]);

    // The key proves the holder: this browser completes, a stranger's browser may not.
    const stranger = await reserve(khatm.id, [9]);
    expect((await juzAction(khatm.id, 4, "complete", {}, { readerKey: stranger.readerKey })).status).toBe(403);
    expect((await juzAction(khatm.id, 4, "complete", {}, { readerKey: aisha.readerKey })).status).toBe(200);
    await syncIndex(khatm.id);
    expect(await listedFor(aisha.readerEmail, aisha.readerKey, khatm.id)).toEqual([4, 5]);
    expect(await listedFor(aisha.readerEmail, stranger.readerKey, khatm.id)).toEqual([]);

    // Cancelled: the part is free, its key gone, in the object and in the index.
    expect((await juzAction(khatm.id, 5, "cancel", {}, { readerKey: aisha.readerKey })).status).toBe(200);
    expect(await storeRows(khatm.id, "SELECT holder_key_hash FROM juzs WHERE number = 5")).toEqual([
      { holder_key_hash: null },
    ]);
    await syncIndex(khatm.id);
    expect(await listedFor(aisha.readerEmail, aisha.readerKey, khatm.id)).toEqual([4]);
  });

  it("another browser of the proven holder that repeats the reservation gets a grant of its own, until the part is freed", async () => {
    const khatm = await createKhatm();
    const aisha = await signedIn("aisha");
    const first = await reserve(khatm.id, [7], { token: aisha.token, readerEmail: aisha.email });
    // Her second browser: signed in too, with a reader key of its own from another khatm.
    const elsewhere = await createKhatm();
    const second = await reserve(elsewhere.id, [1], { token: aisha.token, readerEmail: aisha.email });
    expect(second.readerKey).not.toBe(first.readerKey);
    await reserve(khatm.id, [7], { token: aisha.token, readerKey: second.readerKey, readerEmail: aisha.email });
    expect(await storeRows(khatm.id, "SELECT juz_id FROM reader_grants")).toHaveLength(1);

    // Each browser, signed out, holds juz 7 by its key; the index lists it for both.
    await syncIndex(khatm.id);
    expect(await listedFor(aisha.email, first.readerKey, khatm.id)).toEqual([7]);
    expect(await listedFor(aisha.email, second.readerKey, khatm.id)).toEqual([7]);
    // The second browser, signed out, cancels it: the part is free and neither browser holds it any more.
    expect((await juzAction(khatm.id, 7, "cancel", {}, { readerKey: second.readerKey })).status).toBe(200);
    expect(await storeRows(khatm.id, "SELECT * FROM reader_grants")).toEqual([]);
    await syncIndex(khatm.id);
    expect(await listedFor(aisha.email, first.readerKey, khatm.id)).toEqual([]);
    expect(await listedFor(aisha.email, second.readerKey, khatm.id)).toEqual([]);
  });
});
