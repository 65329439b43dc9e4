import { describe, expect, it } from "vitest";
import { call, expectJson } from "../../test/auth";
import { INVALID_LINK_MESSAGE } from "./auth-verify";

const verify = (body: unknown) => call("POST", "/api/auth/verify", { body });

describe("POST /api/auth/verify, bad input", () => {
  it("answers 400 naming the token when it is missing, empty, not text or too long", async () => {
    for (const body of [{}, { token: "" }, { token: 7 }, { token: null }]) {
      expect(await expectJson(await verify(body), 400)).toEqual({
        error: "BAD_REQUEST",
        message: "token is required",
        field: "token",
      });
    }
    const tooLong = await expectJson<{ message: string }>(await verify({ token: "x".repeat(201) }), 400);
    expect(tooLong.message).toMatch(/^token/);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    await expectJson(await call("POST", "/api/auth/verify", { rawBody: "token=abc" }), 400);
    await expectJson(
      await call("POST", "/api/auth/verify", { rawBody: "token=abc", headers: { "Content-Type": "text/plain" } }),
      400,
    );
  });

  it("answers 400 with a readable message to a token it never issued", async () => {
    expect(await expectJson(await verify({ token: "never-issued-token-0123456789" }), 400)).toEqual({
      error: "BAD_REQUEST",
      message: INVALID_LINK_MESSAGE,
    });
  });
});
