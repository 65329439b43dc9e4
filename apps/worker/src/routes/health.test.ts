import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers from the migrated D1, KV and the khatm Durable Object", async () => {
    await env.DB.prepare(
      "INSERT INTO users (email, created_at) VALUES ('health@example.com', '2026-01-01T00:00:00.000Z')",
    ).run();
    const response = await SELF.fetch("https://khatm.test/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, khatms: 0, kv: true, durableObject: "ok" });
    expect(await env.KV.get("health:last-check")).not.toBeNull();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await SELF.fetch("https://khatm.test/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "NOT_FOUND", message: "No such API endpoint." });
  });
});
