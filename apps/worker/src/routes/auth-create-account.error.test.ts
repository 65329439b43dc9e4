import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectJson, expireRateLimitWindow, freshIp } from "../../test/auth";

const createAccount = (body: unknown, ip = freshIp()) => call("POST", "/api/auth/create-account", { body, ip });

describe("POST /api/auth/create-account, bad input", () => {
  it("answers 400 naming the field, and creates nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ name: "Zaid" }, "Please enter a valid email address", "email"],
      [{ email: "zaid", name: "Zaid" }, "Please enter a valid email address", "email"],
      [{ email: "zaid@example.com" }, "Name is required", "name"],
      [{ email: "zaid@example.com", name: "   " }, "Name is required", "name"],
      [{ email: "zaid@example.com", name: "Z".repeat(81) }, "Name must be at most 80 characters", "name"],
    ];
    for (const [body, message, field] of cases) {
      expect(await expectJson(await createAccount(body), 400)).toEqual({ error: "BAD_REQUEST", message, field });
    }
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'zaid@example.com'").first()).toBeNull();
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    await expectJson(await call("POST", "/api/auth/create-account", { rawBody: "{,}", ip: freshIp() }), 400);
  });
});

describe("POST /api/auth/create-account, rate limit", () => {
  it("allows 10 per IP per hour, then answers 429 until the window ends", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      await expectJson(await createAccount({ email: `bulk${i}@example.com`, name: "Bulk" }, ip), 200);
    expect(
      await expectJson(await createAccount({ email: "bulk-last@example.com", name: "Bulk" }, ip), 429),
    ).toMatchObject({
      error: "RATE_LIMITED",
    });
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'bulk-last@example.com'").first()).toBeNull();

    await expireRateLimitWindow("createAccountPerIp", ip);
    await expectJson(await createAccount({ email: "bulk-last@example.com", name: "Bulk" }, ip), 200);
  });
});
