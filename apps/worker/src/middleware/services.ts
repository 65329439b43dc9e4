import { createMiddleware } from "hono/factory";
import type { ServicesBindings } from "../env";
import { createServices } from "../services/services";

/** Sets `c.var.services` for the request: the database, mailer, rate limits, clock and background work. */
export const servicesMiddleware = createMiddleware<ServicesBindings>(async (c, next) => {
  c.set("services", createServices(c.env, c.executionCtx, c.req.raw));
  await next();
});
