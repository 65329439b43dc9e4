import { createAccountRequestSchema, type MessageResponse } from "@khatm/schema";
import { Hono } from "hono";
import { createEmailSender } from "../email";
import { accountCreatedEmail } from "../email/templates/auth";
import type { AppBindings } from "../env";
import { appOrigin } from "../lib/origin";
import { validate } from "../lib/validate";
import { clientIp, configuredLimit, enforceRateLimit } from "../services/rate-limit";
import { ensureUser } from "../services/users";

export const ACCOUNT_CREATED_MESSAGE = "Account created successfully! Check your email for login instructions.";

/**
 * POST /api/auth/create-account {email, name} → 200 {message}. An existing account is left as it is and gets the
 * same answer, so the call cannot tell who has an account. The client asks for a magic link next (spec 4).
 * 400 bad input; 429 too many from this IP.
 */
export const createAccountRoute = new Hono<AppBindings>().post(
  "/auth/create-account",
  validate("json", createAccountRequestSchema),
  async (c) => {
    const { email, name } = c.req.valid("json");
    await enforceRateLimit(c.env, { ...configuredLimit(c.env, "createAccountPerIp"), key: clientIp(c) });
    const { created } = await ensureUser(c.env, email, name);
    if (created) {
      // Sent after the answer, so new and existing addresses take the same time to answer.
      const welcome = accountCreatedEmail(email, name, `${appOrigin(c)}/login`);
      c.executionCtx.waitUntil(
        createEmailSender(c.env)
          .send(welcome)
          .catch((error: unknown) => console.error("Account-created e-mail failed", error)),
      );
    }
    return c.json({ message: ACCOUNT_CREATED_MESSAGE } satisfies MessageResponse);
  },
);
