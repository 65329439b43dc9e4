import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { clientIp, type RateLimitName } from "../lib/rate-limit";

/**
 * What a write route (POST, PUT, PATCH, DELETE) says about its limit, in its own handler chain, so the limit is
 * read where the route is: a per-client limit it counts, or why it needs none of its own (a limit keyed otherwise,
 * counted inside). write-limits.test.ts walks the app's route table and fails for a write route that says nothing,
 * so a new endpoint cannot forget. The limits themselves are configured in wrangler.toml (lib/rate-limit.ts).
 */
export type WriteLimit = { perClient: RateLimitName } | { noClientLimit: string };

const declared = new WeakMap<object, WriteLimit>();

function declaring<H extends object>(limit: WriteLimit, handler: H): H {
  declared.set(handler, limit);
  return handler;
}

/**
 * Counts the request against the configured limit `name` for the client's address (lib/rate-limit.ts
 * clientIp): 429 with Retry-After past it. Placed after the route's validators, so a malformed request, refused
 * without a write, does not spend a person's allowance.
 */
export function limitPerClient(name: RateLimitName): MiddlewareHandler<AppBindings> {
  return declaring(
    { perClient: name },
    createMiddleware<AppBindings>(async (c, next) => {
      await c.var.services.rateLimits.enforce(name, clientIp(c.req.raw));
      await next();
    }),
  );
}

/** A write route that needs no per-client limit, and `why` (a limit keyed otherwise, counted inside, say). */
export function noClientLimit(why: string): MiddlewareHandler {
  return declaring(
    { noClientLimit: why },
    createMiddleware(async (_c, next) => {
      await next();
    }),
  );
}

/** What the route handler `handler` declares (undefined: it is no declaration). */
export function writeLimitOf(handler: unknown): WriteLimit | undefined {
  return typeof handler === "function" ? declared.get(handler) : undefined;
}
