import { env } from "cloudflare:test";
import type { ReaderPledge } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { breakIndex, repairIndex, syncIndex } from "../../test/khatm-state";
import { api, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { createCount, pledge, progress } from "../../test/pledges";

const readerPledges = async (email: string, credentials = {}) =>
  expectJson<ReaderPledge[]>(await api("GET", `/api/readers/${encodeURIComponent(email)}/pledges`, credentials), 200);

describe("GET /api/readers/{email}/pledges (My Reservations)", () => {
  it("shows a browser the pledges its reader key made, with their khatm and progress, at once", async () => {
    const khatm = await createCount(41);
    const email = uniqueEmail();
    const mine = await pledge(khatm.id, 7, { readerEmail: email });
    await expectJson(await progress(mine.id, 2, { readerKey: mine.readerKey }), 200);
    const [shown, ...rest] = await readerPledges(email, { readerKey: mine.readerKey });
    expect(rest).toEqual([]);
    expect(shown).toMatchObject({
      id: mine.id,
      amount: 7,
      done: 2,
      readerEmail: email,
      khatm: { id: khatm.id, accessCode: khatm.accessCode, recitation: "Surah Ya-Sin", target: 41 },
    });
  });

  it("shows the signed-in reader every pledge under their e-mail, and a typed e-mail nothing", async () => {
    const person = await signedIn("reader");
    const first = await createCount(41);
    const second = await createCount(19, "Surah Al-Fath");
    await pledge(first.id, 3, { readerEmail: person.email });
    await pledge(second.id, 2, { readerEmail: person.email });
    const all = await readerPledges(person.email, { token: person.token });
    expect(all.map((one) => [one.khatm.recitation, one.amount])).toEqual([
      ["Surah Al-Fath", 2],
      ["Surah Ya-Sin", 3],
    ]);
    expect(await readerPledges(person.email)).toEqual([]);
    const stranger = await pledge(first.id, 1);
    expect(await readerPledges(person.email, { readerKey: stranger.readerKey })).toEqual([]);
  });

  it("drops a cancelled pledge and a deleted khatm's pledges from the index", async () => {
    const khatm = await createCount(41);
    const email = uniqueEmail();
    const mine = await pledge(khatm.id, 4, { readerEmail: email });
    const other = await pledge(khatm.id, 2, { readerEmail: email, readerKey: mine.readerKey });
    await expectJson(await api("POST", `/api/pledges/${mine.id}/cancel`, { readerKey: mine.readerKey }), 200);
    expect((await readerPledges(email, { readerKey: mine.readerKey })).map((one) => one.id)).toEqual([other.id]);
    const deleted = await api(
      "DELETE",
      `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
      khatm.creator,
    );
    expect(deleted.status).toBe(204);
    await syncIndex(khatm.id);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM pledges WHERE khatm_id = ?").bind(khatm.id).first();
    expect(left).toEqual({ n: 0 });
  });

  it("catches up from the object's outbox when D1 was down during the pledge", async () => {
    const khatm = await createCount(41);
    const email = uniqueEmail();
    await breakIndex();
    let mine: Awaited<ReturnType<typeof pledge>>;
    try {
      mine = await pledge(khatm.id, 5, { readerEmail: email });
    } finally {
      await repairIndex();
    }
    expect(await readerPledges(email, { readerKey: mine.readerKey })).toEqual([]);
    await syncIndex(khatm.id);
    expect((await readerPledges(email, { readerKey: mine.readerKey })).map((one) => one.amount)).toEqual([5]);
  });
});
