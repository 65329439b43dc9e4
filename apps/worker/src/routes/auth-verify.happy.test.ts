import { env } from "cloudflare:test";
import type { VerifyResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, latestMagicLinkToken, signIn } from "../../test/auth";
import { hashToken } from "../lib/tokens";

const usersWith = async (email: string) =>
  (await env.DB.prepare("SELECT id, name, email FROM users WHERE email = ?").bind(email).all()).results;

describe("POST /api/auth/verify", () => {
  it("creates the account of a new address once, and returns a session token and the user", async () => {
    const { token, user } = await signIn("newcomer@example.com");
    expect(user).toEqual({
      id: expect.any(Number),
      name: null,
      email: "newcomer@example.com",
      googleId: null,
      country: null,
      locale: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await usersWith("newcomer@example.com")).toHaveLength(1);
    const session = await env.DB.prepare("SELECT user_id FROM sessions WHERE token_hash = ?")
      .bind(await hashToken(token))
      .first();
    expect(session).toEqual({ user_id: user.id });

    const again = await signIn("newcomer@example.com");
    expect(again.user.id).toBe(user.id);
    expect(again.token).not.toBe(token);
    expect(await usersWith("newcomer@example.com")).toHaveLength(1);
  });

  it("signs in to an existing account without changing it", async () => {
    await expectJson(
      await call("POST", "/api/auth/create-account", {
        body: { email: "member@example.com", name: "Maryam" },
        ip: freshIp(),
      }),
      200,
    );
    const { user } = await signIn("member@example.com");
    expect(user).toMatchObject({ email: "member@example.com", name: "Maryam" });
  });

  it("gives a token that the session check accepts", async () => {
    await call("POST", "/api/auth/magic-link", { body: { email: "check@example.com" }, ip: freshIp() });
    const verified = await expectJson<VerifyResponse>(
      await call("POST", "/api/auth/verify", { body: { token: await latestMagicLinkToken("check@example.com") } }),
      200,
    );
    const me = await expectJson<{ user: { id: number } }>(
      await call("GET", "/api/auth/me", { token: verified.token }),
      200,
    );
    expect(me.user.id).toBe(verified.user.id);
  });
});
