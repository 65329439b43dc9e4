import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { writeRoutes } from "../../test/write-routes";
import { configuredLimit } from "../lib/rate-limit";

// The route table as Hono holds it (app.routes): a write endpoint added without naming its limit fails here.
describe("every write route names its limit", () => {
  const routes = writeRoutes();

  it("walks the real route table, every kind of write in it", () => {
    const methods = new Set(routes.map((route) => route.method));
    expect([...methods].sort()).toEqual(["DELETE", "PATCH", "POST", "PUT"]);
    // The API, the share-link pages and the dev pages: a few dozen, not an empty or partial table.
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it("each POST, PUT, PATCH and DELETE names a per-client limit or says why it needs none, exactly once", () => {
    const undeclared = routes.filter((route) => route.limits.length === 0).map((r) => `${r.method} ${r.path}`);
    expect(undeclared, "write routes without a limit").toEqual([]);
    const twice = routes.filter((route) => route.limits.length > 1).map((r) => `${r.method} ${r.path}`);
    expect(twice, "write routes declaring twice").toEqual([]);
    for (const route of routes) {
      const [limit] = route.limits;
      if (limit && "noClientLimit" in limit) expect(limit.noClientLimit.length, route.path).toBeGreaterThan(20);
    }
  });

  it("each limit named is configured in wrangler.toml", () => {
    for (const route of routes) {
      for (const limit of route.limits) {
        if ("perClient" in limit) expect(() => configuredLimit(env, limit.perClient), route.path).not.toThrow();
      }
    }
  });

  it("pledges on behalf count as reservations on behalf; progress, cancels and pasted lists have their own", () => {
    const limitOf = (method: string, path: string) =>
      routes.find((route) => route.method === method && route.path === path)?.limits[0];
    expect(limitOf("POST", "/api/khatms/:id/pledges-on-behalf")).toEqual({ perClient: "reservePerIp" });
    expect(limitOf("POST", "/api/khatms/:id/reserve-on-behalf")).toEqual({ perClient: "reservePerIp" });
    expect(limitOf("POST", "/api/pledges/:id/progress")).toEqual({ perClient: "progressPerIp" });
    expect(limitOf("POST", "/api/pledges/:id/cancel")).toEqual({ perClient: "cancelPerIp" });
    expect(limitOf("POST", "/api/khatms/:id/list-import")).toEqual({ perClient: "listImportPerIp" });
  });
});
