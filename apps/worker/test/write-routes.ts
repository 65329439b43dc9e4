// Shared by the write-limit tests: the app's real route table, as Hono holds it, and what each write route declares
// about its limit (middleware/write-limits.ts).
import { app } from "../src/index";
import { type WriteLimit, writeLimitOf } from "../src/middleware/write-limits";
import { devPages } from "../src/routes/dev-outbox-page";
import { sharePages } from "../src/routes/share-pages";

export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

export interface WriteRoute {
  method: string;
  path: string;
  /** What the route's handlers declare (none: it forgot). */
  limits: WriteLimit[];
}

/**
 * Every write route of every Hono app the worker serves (the API, the share-link and dev pages), with what its
 * handlers declare. A route's handlers are Hono's entries of one method and path (middleware registered for every
 * method, app.use, is not the route's own).
 */
export function writeRoutes(): WriteRoute[] {
  const routes = new Map<string, WriteRoute>();
  for (const { method, path, handler } of [...app.routes, ...sharePages.routes, ...devPages.routes]) {
    if (!(WRITE_METHODS as readonly string[]).includes(method)) continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, limits: [] };
    const limit = writeLimitOf(handler);
    if (limit) route.limits.push(limit);
    routes.set(key, route);
  }
  return [...routes.values()];
}

/** The write route that answers `method` on `url` (a path, query allowed), by its pattern's ":param" segments. */
export function writeRouteOf(method: string, url: string): WriteRoute | undefined {
  const path = url.split("?")[0] ?? "";
  return writeRoutes().find((route) => {
    if (route.method !== method) return false;
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(path);
  });
}
