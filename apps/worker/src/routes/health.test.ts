import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers exactly { ok: true }, with no counts", async () => {
    const response = await SELF.fetch("https://khatm.test/api/health");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"ok":true}');
  });

  it("writes nothing to KV, however often it is asked", async () => {
    const before = await env.KV.list();
    for (let i = 0; i < 3; i++) expect((await SELF.fetch("https://khatm.test/api/health")).status).toBe(200);
    expect(await env.KV.list()).toEqual(before);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await SELF.fetch("https://khatm.test/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "NOT_FOUND", message: "No such API endpoint." });
  });
});
