import { describe, expect, it } from "vitest";
import { call, expectJson, signIn } from "../../test/auth";

describe("POST /api/auth/logout", () => {
  it("ends this session only: its token stops working, the user's other sessions go on", async () => {
    const phone = await signIn("two-devices@example.com");
    const laptop = await signIn("two-devices@example.com");

    expect(await expectJson(await call("POST", "/api/auth/logout", { token: phone.token }), 200)).toEqual({
      message: "You have been logged out.",
    });
    await expectJson(await call("GET", "/api/auth/me", { token: phone.token }), 401);
    await expectJson(await call("GET", "/api/auth/me", { token: laptop.token }), 200);
  });
});
