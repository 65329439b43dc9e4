import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { khatmIdParam } from "./params";

/**
 * DELETE /api/khatms/{id}?creatorEmail= → 204; the khatm, its juz, grants and activities are gone together (from
 * its Durable Object at once, from D1's index with the sync that follows).
 * Only the proven creator, confirming with the creator e-mail (403 otherwise). Runs in the khatm's Durable Object,
 * so it never interleaves with a reservation. 400 bad e-mail, 404 unknown (or already deleted) khatm.
 */
export const deleteKhatmRoute = new Hono<AppBindings>().delete(
  "/khatms/:id",
  khatmIdParam,
  validate("query", (schemas) => schemas.deleteKhatmQuerySchema),
  limitPerClient("changePerIp"),
  async (c) => {
    const { id } = c.req.valid("param");
    const { creatorEmail } = c.req.valid("query");
    unwrap(await khatmCoordinator(c.env, id).deleteKhatm({ viewer: c.var.viewer, creatorEmail }));
    return c.body(null, 204);
  },
);
