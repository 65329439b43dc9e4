import type { CreateKhatmResponse, Khatm, KhatmSummary } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { latestMagicLinkToken } from "../../test/auth";
import { syncEveryIndex } from "../../test/khatm-state";
import { api, call, createKhatm, freshIp, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson } from "../../test/observe";

const publicIds = async (tag: string) => {
  await syncEveryIndex();
  const list = await expectJson<KhatmSummary[]>(await api("GET", `/api/khatms/public?q=${tag}`), 200);
  return list.map((khatm) => khatm.id);
};

/** Creates a public khatm signed out with an address that has never signed in, as a stranger would. */
async function unconfirmedKhatm(tag: string, creatorEmail = uniqueEmail("new")) {
  const body = { name: `Listing ${tag}`, isPublic: true, creatorName: "Maryam", creatorEmail };
  const created = await expectJson<CreateKhatmResponse>(await api("POST", "/api/khatms", { body, ip: freshIp() }), 201);
  return { ...created, creatorEmail };
}

describe("public listing waits for the creator's confirmation", () => {
  it("a signed-out creator's public khatm is reachable at once but listed only after the magic link", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const khatm = await unconfirmedKhatm(tag);
    expect(khatm.awaitingConfirmation).toBe(true);
    expect(await publicIds(tag)).toEqual([]);
    const byCode = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(byCode).toMatchObject({ id: khatm.id, awaitingConfirmation: true });

    // The creator follows the sign-in link the app asks for after creating.
    await expectJson(
      await api("POST", "/api/auth/magic-link", { body: { email: khatm.creatorEmail }, ip: freshIp() }),
      200,
    );
    const token = await latestMagicLinkToken(khatm.creatorEmail);
    await expectJson(await call("POST", "/api/auth/verify", { body: { token } }), 200);

    // The object lists it at once; D1's index follows with the object's next sync (its alarm, 50 ms later).
    expect(await publicIds(tag)).toEqual([khatm.id]);
    const after = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(after.awaitingConfirmation).toBe(false);
  });

  it("lists every khatm the address made while unconfirmed, and later ones at once", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const email = uniqueEmail("many");
    const first = await unconfirmedKhatm(tag, email);
    const second = await unconfirmedKhatm(tag, email);
    expect(await publicIds(tag)).toEqual([]);
    await expectJson(await api("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
    await call("POST", "/api/auth/verify", { body: { token: await latestMagicLinkToken(email) } });
    const third = await unconfirmedKhatm(tag, email);
    expect(third.awaitingConfirmation).toBe(false);
    expect(await publicIds(tag)).toEqual([third.id, second.id, first.id]);
  });

  it("a signed-in creator's public khatm is listed at once", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const khatm = await createKhatm({ creator: await signedIn("creator"), name: `Listing ${tag}` });
    expect(khatm.awaitingConfirmation).toBe(false);
    expect(await publicIds(tag)).toEqual([khatm.id]);
  });

  it("a private khatm never awaits confirmation and is never listed", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const body = { name: `Listing ${tag}`, isPublic: false, creatorName: "Maryam", creatorEmail: uniqueEmail() };
    const created = await expectJson<CreateKhatmResponse>(await api("POST", "/api/khatms", { body }), 201);
    expect(created.awaitingConfirmation).toBe(false);
    expect(await publicIds(tag)).toEqual([]);
  });
});
