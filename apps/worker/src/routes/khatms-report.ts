import type { MessageResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { clientIp } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { reportKhatm } from "../services/listing";
import { khatmIdParam } from "./params";

/**
 * POST /api/khatms/{id}/reports {reason, details?} → 202: anyone may report a public khatm; a client's reports of
 * one khatm count once, and REPORT_THRESHOLD distinct clients take it off the public list until the operator
 * decides. 400 bad input or a private khatm, 404 unknown khatm, 429 past the per-IP limit.
 */
export const reportKhatmRoute = new Hono<AppBindings>().post(
  "/khatms/:id/reports",
  khatmIdParam,
  validate("json", (schemas) => schemas.reportRequestSchema),
  limitPerClient("reportPerIp"),
  async (c) => {
    const { services } = c.var;
    const client = clientIp(c.req.raw);
    const request = c.req.valid("json");
    await reportKhatm(c.env, services, { khatmId: c.req.valid("param").id, client, request });
    return c.json({ message: c.var.services.i18n.t("api.reportReceived") } satisfies MessageResponse, 202);
  },
);
