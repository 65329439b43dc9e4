import type { MessageResponse } from "@khatm/schema";
import { Hono } from "hono";
import { accountCreatedEmail } from "../email/templates/auth";
import type { AppBindings } from "../env";
import { english } from "../lib/english";
import { clientIp } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { ensureUser } from "../services/users";

/** The answer in English (as the tests read it); each requester gets it in their language. */
export const ACCOUNT_CREATED_MESSAGE = english.t("api.accountCreated");

/**
 * POST /api/auth/create-account {email, name} → 200 {message}. An existing account is left as it is and gets the
 * same answer, so the call cannot tell who has an account. The client asks for a magic link next (spec 4).
 * 400 bad input; 429 too many from this IP.
 */
export const createAccountRoute = new Hono<AppBindings>().post(
  "/auth/create-account",
  validate("json", (schemas) => schemas.createAccountRequestSchema),
  async (c) => {
    const { email, name } = c.req.valid("json");
    const { services } = c.var;
    await services.rateLimits.enforce("createAccountPerIp", clientIp(c.req.raw));
    const { created } = await ensureUser(services, email, name);
    // Sent after the answer, so new and existing addresses take the same time to answer.
    if (created)
      services.mailer.sendInBackground(accountCreatedEmail(services.i18n, email, name, `${services.appOrigin}/login`));
    return c.json({ message: c.var.services.i18n.t("api.accountCreated") } satisfies MessageResponse);
  },
);
