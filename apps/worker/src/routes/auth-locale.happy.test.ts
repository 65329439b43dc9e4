import { env } from "cloudflare:test";
import type { UserResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, signIn } from "../../test/auth";

const update = (token: string, body: unknown) => call("POST", "/api/auth/update-profile", { token, body });
const me = async (token: string) =>
  (await expectJson<UserResponse>(await call("GET", "/api/auth/me", { token }), 200)).user;

describe("the account's language", () => {
  it("is saved by the profile update, shown by /api/auth/me, kept when absent and forgotten when null", async () => {
    const { token } = await signIn("locale-profile@example.com");
    const saved = await expectJson<UserResponse>(await update(token, { name: "Amina", locale: "ur" }), 200);
    expect(saved.user).toMatchObject({ name: "Amina", locale: "ur" });
    expect(await me(token)).toEqual(saved.user);

    const renamed = await expectJson<UserResponse>(await update(token, { name: "Amina B" }), 200);
    expect(renamed.user).toMatchObject({ name: "Amina B", locale: "ur" });

    const forgotten = await expectJson<UserResponse>(await update(token, { name: "Amina B", locale: null }), 200);
    expect(forgotten.user.locale).toBeNull();
  });

  it("is the browser's language when a sign-in creates the account, one of Khatm's languages or none", async () => {
    const turkish = await signIn("locale-tr@example.com", { "Accept-Language": "de-DE, tr-TR;q=0.8, en;q=0.5" });
    expect(turkish.user.locale).toBe("tr");
    const unknown = await signIn("locale-none@example.com", { "Accept-Language": "de-DE" });
    expect(unknown.user.locale).toBeNull();
  });

  it("is filled by a sign-in when the account has none, and never overwritten by one", async () => {
    const { token } = await signIn("locale-later@example.com");
    expect((await me(token)).locale).toBeNull();
    const arabic = await signIn("locale-later@example.com", { "Accept-Language": "ar-EG" });
    expect(arabic.user.locale).toBe("ar");
    const french = await signIn("locale-later@example.com", { "Accept-Language": "fr" });
    expect(french.user.locale).toBe("ar");
  });

  it("is recorded by create-account from the browser's language", async () => {
    const body = { email: "locale-new@example.com", name: "Yusuf" };
    const headers = { "Accept-Language": "id-ID,id;q=0.9" };
    await expectJson(await call("POST", "/api/auth/create-account", { body, headers, ip: freshIp() }), 200);
    const row = await env.DB.prepare("SELECT locale FROM users WHERE email = ?").bind(body.email).first();
    expect(row).toEqual({ locale: "id" });
  });
});
