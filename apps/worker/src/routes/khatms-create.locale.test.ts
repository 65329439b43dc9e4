import { env } from "cloudflare:test";
import type { CreateKhatmResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { expectJson } from "../../test/auth";
import { storedKhatmState } from "../../test/khatm-state";
import { call, freshIp, signedIn, uniqueEmail } from "../../test/khatms";

const create = (headers: Record<string, string>, token?: string) => {
  const body = { name: "Hatim", occasion: null, isPublic: false, creatorName: "Zeynep", creatorEmail: uniqueEmail() };
  return call("POST", "/api/khatms", { body: token ? { name: "Hatim" } : body, headers, token, ip: freshIp() });
};
const indexedLocale = (id: string) => env.DB.prepare("SELECT creator_locale FROM khatms WHERE id = ?").bind(id).first();

describe("a khatm's creator language", () => {
  it("is the requester's browser language, in D1's index and in the khatm's Durable Object", async () => {
    const khatm = await expectJson<CreateKhatmResponse>(await create({ "Accept-Language": "tr-TR, en;q=0.5" }), 201);
    expect(await indexedLocale(khatm.id)).toEqual({ creator_locale: "tr" });
    expect((await storedKhatmState(khatm.id)).khatm).toMatchObject({ creator_locale: "tr" });
  });

  it("is unknown when the browser names none of Khatm's languages", async () => {
    const khatm = await expectJson<CreateKhatmResponse>(await create({ "Accept-Language": "de" }), 201);
    expect(await indexedLocale(khatm.id)).toEqual({ creator_locale: null });
  });

  it("is a signed-in creator's account language before the browser's", async () => {
    const creator = await signedIn("creator");
    await expectJson(
      await call("POST", "/api/auth/update-profile", { token: creator.token, body: { locale: "ar" } }),
      200,
    );
    const khatm = await expectJson<CreateKhatmResponse>(await create({ "Accept-Language": "fr" }, creator.token), 201);
    expect(await indexedLocale(khatm.id)).toEqual({ creator_locale: "ar" });
  });
});
