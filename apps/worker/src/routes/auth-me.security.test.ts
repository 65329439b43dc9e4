import { describe, expect, it } from "vitest";
import { call, expectJson, expireSession, signIn } from "../../test/auth";
import { hashToken } from "../lib/tokens";

const unauthorized = { error: "UNAUTHORIZED", message: "Please log in" };
const me = (headers: Record<string, string> = {}) => call("GET", "/api/auth/me", { headers });

describe("GET /api/auth/me, security", () => {
  it("answers 401 without a token or with a garbage one", async () => {
    for (const authorization of [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      "Bearer nonsense",
      "Bearer a b",
      "Basic dXNlcjpwYXNz",
      "x".repeat(5000),
    ]) {
      const response = await me(authorization === undefined ? {} : { Authorization: authorization });
      expect(await expectJson(response, 401), String(authorization).slice(0, 20)).toEqual(unauthorized);
    }
  });

  it("answers 401 once the session has expired", async () => {
    const { token } = await signIn("expiring@example.com");
    await expireSession(await hashToken(token));
    expect(await expectJson(await call("GET", "/api/auth/me", { token }), 401)).toEqual(unauthorized);
  });

  it("answers 401 after logout", async () => {
    const { token } = await signIn("revoked@example.com");
    await expectJson(await call("POST", "/api/auth/logout", { token }), 200);
    expect(await expectJson(await call("GET", "/api/auth/me", { token }), 401)).toEqual(unauthorized);
  });

  it("does not accept the stored hash of a token as a token", async () => {
    const { token } = await signIn("hash@example.com");
    expect(await expectJson(await call("GET", "/api/auth/me", { token: await hashToken(token) }), 401)).toEqual(
      unauthorized,
    );
  });
});
