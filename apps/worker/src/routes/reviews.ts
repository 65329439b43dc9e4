import type { ReviewResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { limitPerClient } from "../middleware/write-limits";
import { reviewKhatm } from "../services/listing";
import { signedTokenParam } from "./params";

/**
 * POST /api/reviews/{token} → 200 {action, khatmName}: the operator's one-click decision on a reported khatm, from
 * the signed link in the report e-mail (the web app's /review/{token} page posts it). "hide" keeps it off the public
 * list for good, "restore" lists it again and clears its reports. 403 for a forged link or one already used (a
 * decision ends the links of its round), 404 unknown khatm.
 */
export const reviewRoutes = new Hono<AppBindings>().post(
  "/reviews/:token",
  signedTokenParam,
  limitPerClient("changePerIp"),
  async (c) => c.json((await reviewKhatm(c.env, c.req.valid("param").token)) satisfies ReviewResponse),
);
