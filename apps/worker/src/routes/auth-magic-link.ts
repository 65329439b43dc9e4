import type { MessageResponse } from "@khatm/schema";
import { mailboxOf } from "@khatm/schema/rules";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { english } from "../lib/english";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { sendMagicLink } from "../services/auth";

/** The answer in English (as the tests read it); each requester gets it in their language. */
export const MAGIC_LINK_SENT_MESSAGE = english.t("api.magicLinkSent");

/**
 * POST /api/auth/magic-link {email, next?} → 200 {message}, the same for every address (no account enumeration).
 * `next`, a path of this site, is where the link brings the person back to once signed in (issue 39).
 * 400 bad e-mail or a `next` that is not a path of this site; 429 too many links for this mailbox (any spelling of it) or from this IP.
 */
export const magicLinkRoute = new Hono<AppBindings>().post(
  "/auth/magic-link",
  validate("json", (schemas) => schemas.magicLinkRequestSchema),
  limitPerClient("magicLinkPerIp"),
  async (c) => {
    const { email, next } = c.req.valid("json");
    const { services } = c.var;
    await services.rateLimits.enforce("magicLinkPerEmail", mailboxOf(email));
    await sendMagicLink(services, email, next);
    return c.json({ message: c.var.services.i18n.t("api.magicLinkSent") } satisfies MessageResponse);
  },
);
