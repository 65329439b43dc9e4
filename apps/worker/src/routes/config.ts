import type { AppConfig } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { mushafConfig } from "../lib/mushaf";
import { telegramOf } from "../telegram/settings";

/** GET /api/config: the deployment's settings the web app reads (the "Read Juz N" template, the Telegram bot's name). Cached for an hour. */
export const configRoute = new Hono<AppBindings>().get("/config", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  const { juzUrl, locales } = mushafConfig(c.env);
  const telegram = telegramOf(c.env);
  return c.json({
    mushaf: { juzUrl, locales: [...locales] },
    // Only when the bot is configured: the web's "Add to a Telegram group" links to it.
    ...(telegram ? { telegramBot: telegram.username } : {}),
  } satisfies AppConfig);
});
