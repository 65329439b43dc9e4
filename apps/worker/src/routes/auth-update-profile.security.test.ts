import { env } from "cloudflare:test";
import type { UserResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { call, expectJson, expireSession, signIn } from "../../test/auth";
import { hashToken } from "../lib/tokens";

const unauthorized = { error: "UNAUTHORIZED", message: "Please log in" };
const update = (body: unknown, token?: string) => call("POST", "/api/auth/update-profile", { token, body });

describe("POST /api/auth/update-profile, security", () => {
  it("answers 401 without a valid session, before looking at the body", async () => {
    expect(await expectJson(await update({ name: "X", country: null }), 401)).toEqual(unauthorized);
    expect(await expectJson(await update({ name: "X", country: null }, "garbage"), 401)).toEqual(unauthorized);
    expect(await expectJson(await call("POST", "/api/auth/update-profile", { rawBody: "{" }), 401)).toEqual(
      unauthorized,
    );
  });

  it("answers 401 with an expired or revoked session and changes nothing", async () => {
    const expired = await signIn("expired-profile@example.com");
    await expireSession(await hashToken(expired.token));
    expect(await expectJson(await update({ name: "Changed", country: null }, expired.token), 401)).toEqual(
      unauthorized,
    );

    const revoked = await signIn("revoked-profile@example.com");
    await call("POST", "/api/auth/logout", { token: revoked.token });
    expect(await expectJson(await update({ name: "Changed", country: null }, revoked.token), 401)).toEqual(
      unauthorized,
    );

    const names = await env.DB.prepare(
      "SELECT name FROM users WHERE email IN ('expired-profile@example.com', 'revoked-profile@example.com')",
    ).all();
    expect(names.results).toEqual([{ name: null }, { name: null }]);
  });

  it("changes only the caller's own name and country, never the e-mail or another account", async () => {
    const alice = await signIn("alice@example.com");
    const bob = await signIn("bob@example.com");
    const answer = await expectJson<UserResponse>(
      await update(
        { name: "Alice", country: "UK", email: "bob@example.com", id: bob.user.id, googleId: "g" },
        alice.token,
      ),
      200,
    );
    expect(answer.user).toMatchObject({ id: alice.user.id, email: "alice@example.com", googleId: null, name: "Alice" });
    expect(await expectJson(await call("GET", "/api/auth/me", { token: bob.token }), 200)).toEqual({ user: bob.user });
  });
});
