import type { MessageResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { english } from "../lib/english";
import { clientIp } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { sendMagicLink } from "../services/auth";

/** The answer in English (as the tests read it); each requester gets it in their language. */
export const MAGIC_LINK_SENT_MESSAGE = english.t("api.magicLinkSent");

/**
 * POST /api/auth/magic-link {email} → 200 {message}, the same for every address (no account enumeration).
 * 400 bad e-mail; 429 too many links for this address or from this IP.
 */
export const magicLinkRoute = new Hono<AppBindings>().post(
  "/auth/magic-link",
  validate("json", (schemas) => schemas.magicLinkRequestSchema),
  async (c) => {
    const { email } = c.req.valid("json");
    const { services } = c.var;
    await services.rateLimits.enforce("magicLinkPerIp", clientIp(c.req.raw));
    await services.rateLimits.enforce("magicLinkPerEmail", email);
    await sendMagicLink(services, email);
    return c.json({ message: c.var.services.i18n.t("api.magicLinkSent") } satisfies MessageResponse);
  },
);
