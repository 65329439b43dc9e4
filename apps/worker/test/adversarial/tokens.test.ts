// Tokens and keys (SECURITY.md, "Secrets"): what the route tests of auth-* do not already show. Single use, the
// 15 minutes, hashed KV storage and the magic-link rate limits are in src/routes/auth-verify.security.test.ts and
// auth-magic-link.security.test.ts; concurrent use of one link is in races.test.ts.
import { env } from "cloudflare:test";
import type { Khatm } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { configuredLimit } from "../../src/lib/rate-limit";
import { hashToken } from "../../src/lib/tokens";
import { expireRateLimitWindow, expireSession, latestMagicLinkToken } from "../auth";
import { storedKhatmState, storeRows } from "../khatm-state";
import { api, call, createKhatm, freshIp, juzId, reserve, signedIn, uniqueEmail } from "../khatms";
import { expectError, expectJson } from "../observe";
import { TABLES } from "./world";

/**
 * Every value stored in D1, every khatm's Durable Object and KV (but the dev outbox, which stands in for people's
 * mailboxes), as one text.
 */
async function everythingStored(): Promise<string> {
  const tables = await env.DB.batch(TABLES.map((table) => env.DB.prepare(`SELECT * FROM ${table}`)));
  const { results: khatms } = await env.DB.prepare("SELECT id FROM khatms").all<{ id: string }>();
  const stores = await Promise.all(khatms.map(({ id }) => storedKhatmState(id)));
  const { keys } = await env.KV.list();
  const kv = await Promise.all(
    keys
      .filter((key) => !key.name.startsWith("outbox:"))
      .map(async (key) => `${key.name}=${await env.KV.get(key.name)}`),
  );
  return JSON.stringify(tables.map((table) => table.results)) + JSON.stringify(stores) + kv.join("\n");
}

describe("secrets are stored only as hashes", () => {
  it("no session token, magic-link token, manage key or reader key is readable in D1 or KV; their hashes are", async () => {
    const email = uniqueEmail("hashed");
    await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
    const pendingLink = await latestMagicLinkToken(email);
    const person = await signedIn("hashed-user");
    const khatm = await createKhatm({ creator: person });
    const reservation = await reserve(khatm.id, [1]);

    const stored = await everythingStored();
    const secrets = {
      session: person.token,
      magicLink: pendingLink,
      manageKey: khatm.manageKey,
      readerKey: reservation.readerKey,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(stored.includes(secret), `${name} stored in clear`).toBe(false);
      expect(stored.includes(await hashToken(secret)), `${name}'s hash stored`).toBe(true);
    }
  });

  it("issues keys of at least 128 random bits, and khatm ids that cannot be guessed", async () => {
    const khatm = await createKhatm();
    const { readerKey } = await reserve(khatm.id, [1]);
    for (const key of [khatm.manageKey, readerKey]) {
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(key.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(khatm.id.length * 6).toBeGreaterThanOrEqual(96);
    expect(new Set([khatm.manageKey, readerKey, (await createKhatm()).manageKey]).size).toBe(3);
  });
});

describe("sign-in links and sessions", () => {
  it("a used link cannot be replayed after logout to get back in", async () => {
    const email = uniqueEmail("replay");
    await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
    const link = await latestMagicLinkToken(email);
    const { token } = await expectJson<{ token: string }>(
      await call("POST", "/api/auth/verify", { body: { token: link } }),
      200,
    );
    await expectJson(await call("POST", "/api/auth/logout", { token }), 200);
    await expectError(await call("POST", "/api/auth/verify", { body: { token: link } }), 400, "invalid or has expired");
    const sessions = await env.DB.prepare(
      "SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE email = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(0);
  });

  it("a revoked or expired session no longer proves the creator anywhere, and falls back to anonymous", async () => {
    const creator = await signedIn("revoked-creator");
    const khatm = await createKhatm({ creator, isPublic: false });
    const asCreator = () => api("GET", `/api/khatms/${khatm.id}`, { token: creator.token });
    expect((await expectJson<Khatm>(await asCreator(), 200)).viewerIsCreator).toBe(true);

    await expectJson(await call("POST", "/api/auth/logout", { token: creator.token }), 200);
    const revoked = await expectJson<Khatm>(await asCreator(), 200);
    expect(revoked.viewerIsCreator).toBe(false);
    expect(revoked).not.toHaveProperty("creatorEmail");
    await expectError(await api("GET", `/api/khatms/${khatm.id}/activities`, { token: creator.token }), 403);
    const remove = `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(creator.email)}`;
    await expectError(await api("DELETE", remove, { token: creator.token }), 403);
    expect(
      await expectJson<unknown[]>(
        await api("GET", `/api/khatms/creator/${encodeURIComponent(creator.email)}`, { token: creator.token }),
        200,
      ),
    ).toEqual([]);

    const again = await signedIn("expired-creator");
    const other = await createKhatm({ creator: again });
    await expireSession(await hashToken(again.token));
    await expectError(await api("GET", `/api/khatms/${other.id}/activities`, { token: again.token }), 403);
    // The manage key still works: it is a credential of its own, and the only one left to a signed-out creator.
    await expectJson(await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator), 200);
  });
});

describe("keys prove only what they were issued for", () => {
  it("a manage key manages its own khatm only", async () => {
    const mine = await createKhatm();
    const theirs = await createKhatm();
    await reserve(theirs.id, [1]);
    const id = await juzId(theirs.id, 1);
    await expectError(await api("GET", `/api/khatms/${theirs.id}/activities`, mine.creator), 403);
    await expectError(await api("POST", `/api/juzs/${id}/cancel`, { ...mine.creator, body: {} }), 403);
    await expectError(
      await api(
        "DELETE",
        `/api/khatms/${theirs.id}?creatorEmail=${encodeURIComponent(theirs.creatorEmail)}`,
        mine.creator,
      ),
      403,
    );
    const view = await expectJson<Khatm>(await api("GET", `/api/khatms/${theirs.id}`, mine.creator), 200);
    expect(view.viewerIsCreator).toBe(false);
  });

  it("a reader key loses a juz when it changes hands, and never gains it back by typing an e-mail", async () => {
    const khatm = await createKhatm();
    const first = await reserve(khatm.id, [4, 5]);
    const [four, five] = [await juzId(khatm.id, 4), await juzId(khatm.id, 5)];

    // Transferred away: the old key may neither complete nor cancel it.
    const transfer = { creatorEmail: khatm.creatorEmail, newReaderName: "Bilal", newReaderEmail: uniqueEmail("bilal") };
    await expectJson(await api("POST", `/api/juzs/${four}/transfer`, { ...khatm.creator, body: transfer }), 200);
    await expectError(await api("POST", `/api/juzs/${four}/complete`, { readerKey: first.readerKey, body: {} }), 403);
    await expectError(
      await api("POST", `/api/juzs/${four}/cancel`, { readerKey: first.readerKey, body: { email: first.readerEmail } }),
      403,
    );

    // Cancelled by the creator and reserved by someone else: the old key has no hold on the new reservation.
    await expectJson(await api("POST", `/api/juzs/${five}/cancel`, { ...khatm.creator, body: {} }), 200);
    const second = await reserve(khatm.id, [5]);
    await expectError(
      await api("POST", `/api/juzs/${five}/cancel`, {
        readerKey: first.readerKey,
        body: { email: second.readerEmail },
      }),
      403,
    );
    // Reserving it again under the new reader's e-mail (a "retry") gives the old key nothing either.
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        readerKey: first.readerKey,
        body: { juzNumbers: [5], readerName: "Aisha", readerEmail: second.readerEmail },
      }),
      200,
    );
    await expectError(await api("POST", `/api/juzs/${five}/complete`, { readerKey: first.readerKey, body: {} }), 403);
    const [grants] = await storeRows<{ n: number }>(
      khatm.id,
      "SELECT count(*) AS n FROM reader_grants WHERE key_hash = ? AND juz_id IN (?, ?)",
      await hashToken(first.readerKey),
      four,
      five,
    );
    expect(grants?.n).toBe(0);
  });
});

describe("rate limits answer 429 and recover", () => {
  it("access-code lookups: 429 once the window's allowance is spent, found again once it ends", async () => {
    const khatm = await createKhatm();
    const ip = freshIp();
    const { limit } = configuredLimit(env, "codeLookupPerIp");
    for (let i = 0; i < limit; i++) await api("GET", `/api/khatms/code/${String(i).padStart(6, "0")}`, { ip });
    const limited = await expectError(await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip }), 429);
    expect(limited).toMatch(/Too many attempts/);
    await expireRateLimitWindow("codeLookupPerIp", ip);
    const found = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip }), 200);
    expect(found.id).toBe(khatm.id);
  });

  it("an IPv6 client cannot escape the code-lookup limit by rotating addresses within its /64", async () => {
    const khatm = await createKhatm();
    const { limit } = configuredLimit(env, "codeLookupPerIp");
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < limit; i++)
      await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: `${prefix}::${(i + 1).toString(16)}` });
    await expectError(
      await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: `${prefix}:abcd:ef01:2345:6789` }),
      429,
    );
  });
});
