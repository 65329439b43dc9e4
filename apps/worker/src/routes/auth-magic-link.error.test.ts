import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectJson, expireRateLimitWindow, freshIp } from "../../test/auth";
import { readOutbox } from "../email/outbox";
import { RATE_LIMITED_MESSAGE } from "../lib/rate-limit";

const magicLink = (body: unknown, ip = freshIp()) => call("POST", "/api/auth/magic-link", { body, ip });
const rateLimited = { error: "RATE_LIMITED", message: RATE_LIMITED_MESSAGE };

describe("POST /api/auth/magic-link, bad input", () => {
  it("answers 400 naming the e-mail when it is missing or malformed, and sends nothing", async () => {
    for (const body of [
      {},
      { email: "" },
      { email: "not-an-email" },
      { email: 42 },
      { email: `${"a".repeat(250)}@example.com` },
    ]) {
      const answer = await expectJson<{ error: string; message: string }>(await magicLink(body), 400);
      expect(answer.error).toBe("BAD_REQUEST");
      expect(answer.message).toMatch(/email/i);
    }
    expect(await readOutbox(env, "not-an-email")).toEqual([]);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const answer = await expectJson(
      await call("POST", "/api/auth/magic-link", { rawBody: '{"email": "a@', ip: freshIp() }),
      400,
    );
    expect(answer).toEqual({ error: "BAD_REQUEST", message: "The request body is not valid JSON." });
  });

  it("answers 413 to a body over 16 KB", async () => {
    const answer = await expectJson(await magicLink({ email: "big@example.com", padding: "x".repeat(17 * 1024) }), 413);
    expect(answer.error).toBe("PAYLOAD_TOO_LARGE");
    expect(await readOutbox(env, "big@example.com")).toEqual([]);
  });
});

describe("POST /api/auth/magic-link, rate limits", () => {
  it("allows 5 links per address per 15 minutes, from any IP, then answers 429 until the window ends", async () => {
    const email = "limited@example.com";
    for (let i = 0; i < 5; i++) await expectJson(await magicLink({ email }), 200);
    expect(await expectJson(await magicLink({ email }), 429)).toEqual(rateLimited);
    expect(await readOutbox(env, email)).toHaveLength(5);

    await expireRateLimitWindow("magicLinkPerEmail", email);
    await expectJson(await magicLink({ email }), 200);
    expect(await readOutbox(env, email)).toHaveLength(6);
  });

  it("counts an address however it is written", async () => {
    const ip = freshIp();
    for (const email of [
      "Case@Example.com",
      "case@example.com",
      " CASE@EXAMPLE.COM",
      "case@Example.com",
      "case@example.COM",
    ]) {
      await expectJson(await magicLink({ email }, ip), 200);
    }
    await expectJson(await magicLink({ email: "case@example.com" }), 429);
  });

  it("allows 20 links per IP per hour, whatever the addresses, then answers 429 until the window ends", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await expectJson(await magicLink({ email: `spray${i}@example.com` }, ip), 200);
    expect(await expectJson(await magicLink({ email: "spray-last@example.com" }, ip), 429)).toEqual(rateLimited);
    expect(await readOutbox(env, "spray-last@example.com")).toEqual([]);
    // Another IP is not affected.
    await expectJson(await magicLink({ email: "spray-last@example.com" }), 200);

    await expireRateLimitWindow("magicLinkPerIp", ip);
    await expectJson(await magicLink({ email: "spray-after@example.com" }, ip), 200);
  });
});
