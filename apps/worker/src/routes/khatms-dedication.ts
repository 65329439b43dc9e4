import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { khatmIdParam } from "./params";

/**
 * PUT /api/khatms/{id}/dedication {dedication, creatorEmail?} → the khatm as its creator sees it. Sets the "Dedicated
 * to" line (null or "" removes it) for the proven creator only (403; the typed e-mail, when given, must be theirs).
 * 400 bad input (too long), 404 unknown khatm.
 */
export const dedicationRoute = new Hono<AppBindings>().put(
  "/khatms/:id/dedication",
  khatmIdParam,
  validate("json", (schemas) => schemas.dedicationRequestSchema),
  limitPerClient("changePerIp"),
  async (c) => {
    const { dedication, creatorEmail } = c.req.valid("json");
    const viewer = c.var.viewer;
    const change = { viewer, dedication, creatorEmail };
    const view = unwrap(await khatmCoordinator(c.env, c.req.valid("param").id).setDedication(change));
    return c.json(view.khatm);
  },
);
