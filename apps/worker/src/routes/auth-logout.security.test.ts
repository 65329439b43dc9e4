import { describe, expect, it } from "vitest";
import { call, expectJson, expireSession, signIn } from "../../test/auth";
import { hashToken } from "../lib/tokens";

const unauthorized = { error: "UNAUTHORIZED", message: "Please log in" };
const logout = (token?: string) => call("POST", "/api/auth/logout", { token });

describe("POST /api/auth/logout, security", () => {
  it("answers 401 without a session, with a garbage token and with an already revoked one", async () => {
    expect(await expectJson(await logout(), 401)).toEqual(unauthorized);
    expect(await expectJson(await logout("garbage"), 401)).toEqual(unauthorized);

    const { token } = await signIn("twice-out@example.com");
    await expectJson(await logout(token), 200);
    expect(await expectJson(await logout(token), 401)).toEqual(unauthorized);
  });

  it("answers 401 to an expired session", async () => {
    const { token } = await signIn("expired-out@example.com");
    await expireSession(await hashToken(token));
    expect(await expectJson(await logout(token), 401)).toEqual(unauthorized);
  });
});
