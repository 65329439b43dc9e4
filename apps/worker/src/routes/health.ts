import { Hono } from "hono";
import type { AppBindings } from "../env";

/**
 * GET /api/health → `{ ok: true }`: the worker is up and routing. Public and polled (load balancers, the e2e and bench
 * servers' readiness checks), so it touches no binding: it writes nothing and tells nothing about the data.
 */
export const healthRoutes = new Hono<AppBindings>().get("/health", (c) => c.json({ ok: true }));
