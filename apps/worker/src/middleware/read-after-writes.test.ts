import { env, runInDurableObject } from "cloudflare:test";
import type { KhatmSummary, ReaderJuz } from "@khatm/schema";
import { CHANGED_KHATM_HEADER, READ_AFTER_HEADER } from "@khatm/schema/headers";
import { describe, expect, it } from "vitest";
import { breakIndex, repairIndex, syncIndex } from "../../test/khatm-state";
import { call, createKhatm, juzAction, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { khatmCoordinator } from "../durable/khatm-coordinator";

/**
 * Makes a change that only a list can write to the index: D1's index refuses writes until the object's alarm (which
 * would sync it 50 ms later, or retry after a failure) is taken away, however slowly the test runs.
 */
async function withoutSync(khatmId: string, change: () => Promise<Response>): Promise<Response> {
  await breakIndex();
  try {
    return await change();
  } finally {
    await runInDurableObject(khatmCoordinator(env, khatmId), (_instance, state) => state.storage.deleteAlarm());
    await repairIndex();
  }
}

async function readerJuzs(token: string, email: string, readAfter?: string): Promise<number[]> {
  const headers: Record<string, string> = readAfter ? { [READ_AFTER_HEADER]: readAfter } : {};
  const path = `/api/readers/${encodeURIComponent(email)}/juzs?_t=1`;
  const juzs = await expectJson<ReaderJuz[]>(await call("GET", path, { token, headers }), 200);
  return juzs.map((juz) => juz.number);
}

describe("read-your-writes for a browser's own lists", () => {
  it("a change answers with its khatm, and a list naming it shows the change before the index sync would", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm();
    const first = await reserve(khatm.id, [3, 4], { readerEmail: amina.email, readerName: "Amina" });
    await syncIndex(khatm.id);

    const answer = await withoutSync(khatm.id, () =>
      juzAction(khatm.id, 3, "cancel", { email: amina.email }, { readerKey: first.readerKey }),
    );
    expect(answer.headers.get(CHANGED_KHATM_HEADER)).toBe(khatm.id);
    // Without naming the khatm the list is D1's as it was: this is what the header is for.
    expect(await readerJuzs(amina.token, amina.email)).toEqual([3, 4]);
    expect(await readerJuzs(amina.token, amina.email, `unknown-khatm, ${khatm.id},not a khatm!`)).toEqual([4]);
  });

  it("covers a new reservation, the creator's list of khatms and the public list", async () => {
    const owner = await signedIn("owner");
    const khatm = await createKhatm({ creator: owner });
    const response = await withoutSync(khatm.id, () =>
      call("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: owner.token,
        body: { juzNumbers: [9], readerName: "Owner" },
      }),
    );
    expect(response.headers.get(CHANGED_KHATM_HEADER)).toBe(khatm.id);
    expect(await readerJuzs(owner.token, owner.email)).toEqual([]);
    expect(await readerJuzs(owner.token, owner.email, khatm.id)).toEqual([9]);

    const path = `/api/khatms/creator/${encodeURIComponent(owner.email)}`;
    const headers = { [READ_AFTER_HEADER]: khatm.id };
    const [summary] = await expectJson<KhatmSummary[]>(await call("GET", path, { token: owner.token, headers }), 200);
    expect(summary?.stats.reserved).toBe(1);
    const search = `/api/khatms/public?q=${khatm.accessCode}`;
    const [listed] = await expectJson<KhatmSummary[]>(await call("GET", search, { headers }), 200);
    expect(listed?.stats.reserved).toBe(1);
  });
});
