import { Hono } from "hono";
import type { AppBindings } from "../env";
import { pushDevicesRoute } from "./push-devices";
import { pushKeyRoute } from "./push-key";
import { pushSubscribeRoute } from "./push-subscribe";
import { pushUnsubscribeRoute } from "./push-unsubscribe";

/** Every /api/push endpoint (issue 36: Web Push), one file each. */
export const pushRoutes = new Hono<AppBindings>()
  .route("/", pushKeyRoute)
  .route("/", pushSubscribeRoute)
  .route("/", pushUnsubscribeRoute)
  .route("/", pushDevicesRoute);
