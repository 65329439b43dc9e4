import { type MessageResponse, magicLinkRequestSchema } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { sendMagicLink } from "../services/auth";
import { clientIp } from "../services/rate-limit";

export const MAGIC_LINK_SENT_MESSAGE = "Check your email for a login link";

/**
 * POST /api/auth/magic-link {email} → 200 {message}, the same for every address (no account enumeration).
 * 400 bad e-mail; 429 too many links for this address or from this IP.
 */
export const magicLinkRoute = new Hono<AppBindings>().post(
  "/auth/magic-link",
  validate("json", magicLinkRequestSchema),
  async (c) => {
    const { email } = c.req.valid("json");
    const { services } = c.var;
    await services.rateLimits.enforce("magicLinkPerIp", clientIp(c.req.raw));
    await services.rateLimits.enforce("magicLinkPerEmail", email);
    await sendMagicLink(services, email);
    return c.json({ message: MAGIC_LINK_SENT_MESSAGE } satisfies MessageResponse);
  },
);
