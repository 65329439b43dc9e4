import { text } from "@khatm/i18n";
import type { PushDevice } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { vapidOf } from "../push/vapid";
import { deviceOwnerOf, subscribeDevice } from "../services/push-subscriptions";

/**
 * POST /api/push/subscriptions {endpoint, expirationTime, keys: {p256dh, auth}} (a PushSubscription's toJSON) with a
 * session or X-Reader-Key → 201 {id, createdAt, service}. 401 with neither (before the body is looked at); 404 while
 * push is off; 400 for an endpoint on no real push service (nor PUSH_ALLOWED_ORIGINS) or malformed keys.
 */
export const pushSubscribeRoute = new Hono<AppBindings>().post(
  "/push/subscriptions",
  async (c, next) => {
    deviceOwnerOf(c.var.viewer);
    if (!vapidOf(c.env)) throw new ApiException("NOT_FOUND", text("api.pushOff"));
    await next();
  },
  validate("json", (schemas) => schemas.pushSubscriptionRequestSchema),
  limitPerClient("changePerIp"),
  async (c) => {
    const device = await subscribeDevice(
      c.var.services,
      c.var.viewer,
      c.req.valid("json"),
      c.env.PUSH_ALLOWED_ORIGINS ?? "",
    );
    return c.json(device satisfies PushDevice, 201);
  },
);
