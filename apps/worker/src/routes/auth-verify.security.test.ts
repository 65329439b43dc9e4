import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, latestMagicLinkToken } from "../../test/auth";
import { type MagicLinkRecord, magicLinkKey } from "../services/auth";
import { INVALID_LINK_MESSAGE } from "./auth-verify";

const invalidLink = { error: "BAD_REQUEST", message: INVALID_LINK_MESSAGE };

async function issueLink(email: string): Promise<string> {
  await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
  return latestMagicLinkToken(email);
}

const verify = (token: string) => call("POST", "/api/auth/verify", { body: { token } });
const sessionCount = async (email: string) =>
  must(
    await env.DB.prepare("SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE email = ?")
      .bind(email)
      .first<{ n: number }>(),
  ).n;

describe("POST /api/auth/verify, security", () => {
  it("accepts a link once: a second use is refused and starts no session", async () => {
    const token = await issueLink("once@example.com");
    await expectJson(await verify(token), 200);
    expect(await expectJson(await verify(token), 400)).toEqual(invalidLink);
    expect(await sessionCount("once@example.com")).toBe(1);
    expect(await env.KV.get(await magicLinkKey(token))).toBeNull();
  });

  it("refuses a link after its 15 minutes, even while KV still holds it", async () => {
    const token = await issueLink("late@example.com");
    const key = await magicLinkKey(token);
    const record = must(await env.KV.get<MagicLinkRecord>(key, "json"));
    // What KV holds once the 15 minutes are over, before its lazy expiry removes the entry.
    await env.KV.put(key, JSON.stringify({ ...record, expiresAt: Date.now() - 1 }), { expirationTtl: 60 });

    expect(await expectJson(await verify(token), 400)).toEqual(invalidLink);
    expect(await env.KV.get(key)).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'late@example.com'").first()).toBeNull();
  });

  it("accepts a link in its last moments", async () => {
    const token = await issueLink("just-in-time@example.com");
    const key = await magicLinkKey(token);
    const record = must(await env.KV.get<MagicLinkRecord>(key, "json"));
    await env.KV.put(key, JSON.stringify({ ...record, expiresAt: Date.now() + 5_000 }), { expirationTtl: 60 });
    await expectJson(await verify(token), 200);
  });

  it("signs in only the address the link was sent to, whatever else the body says", async () => {
    const token = await issueLink("owner@example.com");
    const answer = await expectJson<{ user: { email: string } }>(
      await call("POST", "/api/auth/verify", { body: { token, email: "intruder@example.com" } }),
      200,
    );
    expect(answer.user.email).toBe("owner@example.com");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'intruder@example.com'").first()).toBeNull();
  });

  it("does not accept the stored hash in place of the token", async () => {
    const token = await issueLink("hash-as-token@example.com");
    const hash = (await magicLinkKey(token)).slice("magic-link:".length);
    expect(await expectJson(await verify(hash), 400)).toEqual(invalidLink);
    await expectJson(await verify(token), 200);
  });
});
