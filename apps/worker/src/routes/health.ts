import { Hono } from "hono";
import type { AppBindings } from "../env";

/** GET /api/health: proves the worker reaches D1, KV and the khatm Durable Object. */
export const healthRoutes = new Hono<AppBindings>().get("/health", async (c) => {
  const row = await c.env.DB.prepare("SELECT count(*) AS khatms FROM khatms").first<{ khatms: number }>();
  await c.env.KV.put("health:last-check", new Date().toISOString(), { expirationTtl: 60 });
  const coordinator = c.env.KHATM_COORDINATOR.get(c.env.KHATM_COORDINATOR.idFromName("health"));
  return c.json({
    ok: true,
    khatms: row?.khatms ?? 0,
    kv: (await c.env.KV.get("health:last-check")) !== null,
    durableObject: await coordinator.ping(),
  });
});
