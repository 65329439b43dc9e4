import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { deviceOwnerOf, unsubscribeDevice } from "../services/push-subscriptions";

/**
 * DELETE /api/push/subscriptions {endpoint} with the session or X-Reader-Key that subscribed it → 204. 401 with
 * neither; 404 when that owner has no device there (another's stays: the endpoint alone proves nothing).
 */
export const pushUnsubscribeRoute = new Hono<AppBindings>().delete(
  "/push/subscriptions",
  async (c, next) => {
    deviceOwnerOf(c.var.viewer);
    await next();
  },
  validate("json", (schemas) => schemas.pushUnsubscribeRequestSchema),
  limitPerClient("changePerIp"),
  async (c) => {
    await unsubscribeDevice(c.var.services, c.var.viewer, c.req.valid("json").endpoint);
    return c.body(null, 204);
  },
);
