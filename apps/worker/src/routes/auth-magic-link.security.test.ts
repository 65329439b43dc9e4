import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp, latestMagicLinkToken, signIn } from "../../test/auth";
import { readOutbox } from "../email/outbox";
import { hashToken } from "../lib/tokens";
import { MAGIC_LINK_TTL_SECONDS, type MagicLinkRecord } from "../services/auth";

const magicLink = (email: string) => call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() });

async function storedMagicLinks(): Promise<{ name: string; expiration?: number; value: string }[]> {
  const { keys } = await env.KV.list({ prefix: "magic-link:" });
  return Promise.all(keys.map(async (key) => ({ ...key, value: must(await env.KV.get(key.name)) })));
}

describe("POST /api/auth/magic-link, security", () => {
  it.each(["https://evil.example/", "//evil.example/login", "/\\evil.example", "javascript:alert(1)", "evil.example"])(
    "refuses %s as the page to come back to, with a 400 naming next (no open redirect), and sends nothing",
    async (next) => {
      const email = `open-redirect-${crypto.randomUUID()}@example.com`;
      const answer = await expectJson<{ field: string }>(
        await call("POST", "/api/auth/magic-link", { body: { email, next }, ip: freshIp() }),
        400,
      );
      expect(answer.field).toBe("next");
      expect(await readOutbox(env, email)).toEqual([]);
      const { keys } = await env.KV.list({ prefix: "magic-link:" });
      for (const key of keys) expect(await env.KV.get(key.name)).not.toContain(email);
    },
  );

  it("stores only the token's hash: no KV key or value holds the token (but the e-mail in the dev outbox)", async () => {
    const before = Date.now();
    await expectJson(await magicLink("hash-only@example.com"), 200);
    const token = await latestMagicLinkToken("hash-only@example.com");

    const all = await env.KV.list();
    // The dev outbox stands in for the recipient's mailbox, the one place the link must reach.
    for (const key of all.keys.filter((candidate) => !candidate.name.startsWith("outbox:"))) {
      expect(key.name).not.toContain(token);
      expect(await env.KV.get(key.name)).not.toContain(token);
    }

    const mine = (await storedMagicLinks()).filter((candidate) => candidate.value.includes("hash-only@example.com"));
    expect(mine).toHaveLength(1);
    expect(must(mine[0]).name).toBe(`magic-link:${await hashToken(token)}`);
    const record = JSON.parse(must(mine[0]).value) as MagicLinkRecord;
    expect(record.email).toBe("hash-only@example.com");
    expect(record.expiresAt).toBeGreaterThanOrEqual(before + MAGIC_LINK_TTL_SECONDS * 1000);
    expect(record.expiresAt).toBeLessThanOrEqual(Date.now() + MAGIC_LINK_TTL_SECONDS * 1000);
    expect(must(mine[0]).expiration).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + MAGIC_LINK_TTL_SECONDS);
  });

  it("issues tokens of at least 128 random bits", async () => {
    await expectJson(await magicLink("entropy@example.com"), 200);
    const token = await latestMagicLinkToken("entropy@example.com");
    // base64url: 6 bits per character.
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
  });

  it("answers the same for an address with an account and one without", async () => {
    await signIn("known@example.com");
    const known = await magicLink("known@example.com");
    const unknown = await magicLink("unknown@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect([...unknown.headers.keys()]).toEqual([...known.headers.keys()]);
  });
});
