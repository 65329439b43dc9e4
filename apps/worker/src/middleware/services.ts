import { statedLocale } from "@khatm/i18n";
import { createMiddleware } from "hono/factory";
import type { ServicesBindings } from "../env";
import { requestTranslator } from "../lib/i18n";
import { createServices } from "../services/services";

/** Sets `c.var.services` for the request: the database, mailer, rate limits, clock, background work and language. */
export const servicesMiddleware = createMiddleware<ServicesBindings>(async (c, next) => {
  const i18n = await requestTranslator(c.req.raw);
  const requesterLocale = statedLocale(c.req.header("Accept-Language"));
  c.set("services", createServices(c.env, c.executionCtx, c.req.raw, i18n, requesterLocale));
  await next();
});
