import { describe, expect, it } from "vitest";
import { call, expectJson, signIn } from "../../test/auth";

describe("GET /api/auth/me", () => {
  it("answers the signed-in user", async () => {
    const { token, user } = await signIn("me@example.com");
    expect(await expectJson(await call("GET", "/api/auth/me", { token }), 200)).toEqual({ user });
  });

  it("accepts the bearer scheme in any case and ignores the _t cache-buster", async () => {
    const { token, user } = await signIn("me-case@example.com");
    const response = await call("GET", `/api/auth/me?_t=${Date.now()}`, {
      headers: { Authorization: `bearer ${token}` },
    });
    expect(await expectJson(response, 200)).toEqual({ user });
  });
});
