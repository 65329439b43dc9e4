import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { testServices } from "../../test/services";
import { hashToken } from "../lib/tokens";
import { createSession, resolveSession, revokeSession, SESSION_TTL_MS } from "./sessions";

async function insertUser(email: string): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO users (email, name, created_at) VALUES (?, 'Amina', ?) RETURNING id")
    .bind(email, new Date().toISOString())
    .first<{ id: number }>();
  return must(row).id;
}

const services = await testServices();

describe("sessions", () => {
  it("resolves a fresh token to its user and stores only the token's hash", async () => {
    const userId = await insertUser("session@example.com");
    const { token, expiresAt } = await createSession(services, userId);

    const session = await resolveSession(services, token);
    expect(session).toEqual({
      user: expect.objectContaining({ id: userId, email: "session@example.com", name: "Amina", country: null }),
      tokenHash: await hashToken(token),
    });
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);

    const rows = await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = ?").bind(userId).all();
    expect(rows.results).toEqual([{ token_hash: await hashToken(token) }]);
    expect(JSON.stringify(rows.results)).not.toContain(token);
  });

  it("answers null for unknown and garbage tokens", async () => {
    expect(await resolveSession(services, "no-such-token")).toBeNull();
    expect(await resolveSession(services, "' OR 1=1 --")).toBeNull();
  });

  it("answers null once the session has expired", async () => {
    const userId = await insertUser("expired@example.com");
    const longAgo = new Date(Date.now() - SESSION_TTL_MS - 1000);
    const { token } = await createSession(await testServices({ now: () => longAgo }), userId);
    expect(await resolveSession(services, token)).toBeNull();
  });

  it("answers null after the session was revoked, leaving the user's other sessions alone", async () => {
    const userId = await insertUser("revoked@example.com");
    const phone = await createSession(services, userId);
    const laptop = await createSession(services, userId);

    await revokeSession(services, await hashToken(phone.token));
    expect(await resolveSession(services, phone.token)).toBeNull();
    expect(await resolveSession(services, laptop.token)).not.toBeNull();
  });
});
