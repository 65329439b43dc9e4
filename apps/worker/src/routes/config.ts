import type { AppConfig } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { mushafConfig } from "../lib/mushaf";

/** GET /api/config: the deployment's settings the web app reads (the "Read Juz N" template). Cached for an hour. */
export const configRoute = new Hono<AppBindings>().get("/config", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  const { juzUrl, locales } = mushafConfig(c.env);
  return c.json({ mushaf: { juzUrl, locales: [...locales] } } satisfies AppConfig);
});
