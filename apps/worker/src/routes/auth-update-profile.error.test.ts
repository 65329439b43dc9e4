import { describe, expect, it } from "vitest";
import { call, expectJson, signIn } from "../../test/auth";

describe("POST /api/auth/update-profile, bad input", () => {
  it("answers 400 naming the field that is too long or not text", async () => {
    const { token } = await signIn("bad-profile@example.com");
    const cases: [unknown, RegExp][] = [
      [{ name: "N".repeat(81), country: null }, /^Name must be at most 80 characters$/],
      [{ name: "Ok", country: "C".repeat(81) }, /^Country must be at most 80 characters$/],
      [{ name: 12, country: null }, /^name: /],
      [{ name: "Ok", country: ["x"] }, /^country: /],
    ];
    for (const [body, message] of cases) {
      const answer = await expectJson<{ error: string; message: string }>(
        await call("POST", "/api/auth/update-profile", { token, body }),
        400,
      );
      expect(answer.error).toBe("BAD_REQUEST");
      expect(answer.message).toMatch(message);
    }
    const me = await expectJson<{ user: { name: string | null } }>(await call("GET", "/api/auth/me", { token }), 200);
    expect(me.user.name).toBeNull();
  });

  it("answers 400 naming the locale field to a language Khatm does not have, and keeps the stored one", async () => {
    const { token } = await signIn("bad-locale@example.com");
    await expectJson(await call("POST", "/api/auth/update-profile", { token, body: { locale: "tr" } }), 200);
    for (const locale of ["de", "TR", 7]) {
      const answer = await expectJson(await call("POST", "/api/auth/update-profile", { token, body: { locale } }), 400);
      expect(answer).toEqual({
        error: "BAD_REQUEST",
        message: "locale: Language must be one of en, ar, ur, id, ms, tr, fr, bn",
        field: "locale",
      });
    }
    const me = await expectJson<{ user: { locale: string | null } }>(await call("GET", "/api/auth/me", { token }), 200);
    expect(me.user.locale).toBe("tr");
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const { token } = await signIn("bad-json@example.com");
    await expectJson(await call("POST", "/api/auth/update-profile", { token, rawBody: "{name:" }), 400);
  });
});
