import { env, runDurableObjectAlarm } from "cloudflare:test";
import type { KhatmSummary, ReaderJuz } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { breakIndex, repairIndex } from "../../test/khatm-state";
import { call, createKhatm, juzAction, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { khatmCoordinator } from "../durable/khatm-object";

// The person who changes a khatm finds the change on their own lists with plain requests, the moment its answer
// arrives: no header, no waiting for the index sync (these tests never run it themselves).

async function readerJuzs(token: string, email: string): Promise<number[]> {
  const path = `/api/readers/${encodeURIComponent(email)}/juzs`;
  return (await expectJson<ReaderJuz[]>(await call("GET", path, { token }), 200)).map((juz) => juz.number);
}

async function creatorKhatms(token: string, email: string): Promise<KhatmSummary[]> {
  return expectJson<KhatmSummary[]>(
    await call("GET", `/api/khatms/creator/${encodeURIComponent(email)}`, { token }),
    200,
  );
}

async function publicKhatm(accessCode: string): Promise<KhatmSummary | undefined> {
  const [found] = await expectJson<KhatmSummary[]>(await call("GET", `/api/khatms/public?q=${accessCode}`), 200);
  return found;
}

describe("read-your-writes on a person's own lists", () => {
  it("My Reservations shows a reader's reservation, completion and cancellation at once", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm();
    const reserved = await reserve(khatm.id, [3, 4], {
      readerEmail: amina.email,
      readerName: "Amina",
      token: amina.token,
    });
    expect(await readerJuzs(amina.token, amina.email)).toEqual([3, 4]);
    await juzAction(khatm.id, 3, "cancel", { email: amina.email }, { readerKey: reserved.readerKey });
    expect(await readerJuzs(amina.token, amina.email)).toEqual([4]);
  });

  it("My Khatms and the public list show a listed creator's change at once", async () => {
    const owner = await signedIn("owner");
    const khatm = await createKhatm({ creator: owner });
    expect((await creatorKhatms(owner.token, owner.email)).map((each) => each.id)).toContain(khatm.id);
    const response = await call("POST", `/api/khatms/${khatm.id}/reserve`, {
      token: owner.token,
      body: { juzNumbers: [9, 10], readerName: "Owner" },
    });
    expect(response.status).toBe(200);
    expect(await readerJuzs(owner.token, owner.email)).toEqual([9, 10]);
    const mine = (await creatorKhatms(owner.token, owner.email)).find((each) => each.id === khatm.id);
    expect(mine?.stats.reserved).toBe(2);
    expect((await publicKhatm(khatm.accessCode))?.stats.reserved).toBe(2);
  });

  it("with D1 down the change still succeeds, and the lists catch up from the outbox once it is back", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm();
    await breakIndex();
    try {
      await reserve(khatm.id, [7], { readerEmail: amina.email, readerName: "Amina", token: amina.token });
    } finally {
      await repairIndex();
    }
    await runDurableObjectAlarm(khatmCoordinator(env, khatm.id));
    expect(await readerJuzs(amina.token, amina.email)).toEqual([7]);
  });
});
