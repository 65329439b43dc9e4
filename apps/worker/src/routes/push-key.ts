import { text } from "@khatm/i18n";
import type { PushKeyResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { vapidOf } from "../push/vapid";

/** GET /api/push/key → 200 {publicKey}, the VAPID public key browsers subscribe with; 404 while push is off. */
export const pushKeyRoute = new Hono<AppBindings>().get("/push/key", (c) => {
  const vapid = vapidOf(c.env);
  if (!vapid) throw new ApiException("NOT_FOUND", text("api.pushOff"));
  return c.json({ publicKey: vapid.publicKey } satisfies PushKeyResponse);
});
