import { type VerifyResponse, verifyRequestSchema } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { validate } from "../lib/validate";
import { consumeMagicLink } from "../services/auth";
import { createSession } from "../services/sessions";
import { ensureUser, rememberLocale } from "../services/users";

export const INVALID_LINK_MESSAGE = "This sign-in link is invalid or has expired. Please request a new one.";

/**
 * POST /api/auth/verify {token} → 200 {token, user}: consumes a magic link, creating the account of a new address,
 * and starts a session; an account without a language takes the requester's. 400 when the link is unknown, used or expired.
 */
export const verifyRoute = new Hono<AppBindings>().post(
  "/auth/verify",
  validate("json", verifyRequestSchema),
  async (c) => {
    const { services } = c.var;
    const email = await consumeMagicLink(services, c.req.valid("json").token);
    if (!email) throw new ApiException("BAD_REQUEST", INVALID_LINK_MESSAGE);
    const user = await rememberLocale(services, (await ensureUser(services, email)).user);
    const { token } = await createSession(services, user.id);
    return c.json({ token, user } satisfies VerifyResponse);
  },
);
