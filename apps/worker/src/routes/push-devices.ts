import type { PushDevicesResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { devicesOfViewer } from "../services/push-subscriptions";

/**
 * GET /api/push/subscriptions → 200 {devices: [{id, createdAt, service}]}: the session's account's devices, else the
 * reader key's; never an endpoint or a key. 401 with neither.
 */
export const pushDevicesRoute = new Hono<AppBindings>().get("/push/subscriptions", async (c) => {
  const devices = await devicesOfViewer(c.var.services, c.var.viewer);
  return c.json({ devices } satisfies PushDevicesResponse);
});
