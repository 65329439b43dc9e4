import { renderText, text } from "@khatm/i18n";
import type { VerifyResponse } from "@khatm/schema";
import { Hono } from "hono";
import { confirmAddress } from "../email/addresses";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { english } from "../lib/english";
import { validate } from "../lib/validate";
import { noClientLimit } from "../middleware/write-limits";
import { consumeMagicLink } from "../services/auth";
import { confirmCreatorKhatms } from "../services/listing";
import { createSession } from "../services/sessions";
import { ensureUser, rememberLocale } from "../services/users";

const INVALID_LINK = text("api.signInLinkInvalid");

/** The refusal of a bad link, in English (as the tests read it). */
export const INVALID_LINK_MESSAGE = renderText(english, INVALID_LINK);

/**
 * POST /api/auth/verify {token} → 200 {token, user}: consumes a magic link, creating the account of a new address,
 * confirms the address (listing its khatms that waited for it) and starts a session; an account without a language
 * takes the requester's. 400 when the link is unknown, used or expired.
 */
export const verifyRoute = new Hono<AppBindings>().post(
  "/auth/verify",
  validate("json", (schemas) => schemas.verifyRequestSchema),
  noClientLimit(
    "a link writes once (its use is claimed, services/auth.ts), and links are sent under the magic-link limits; an unknown token writes nothing",
  ),
  async (c) => {
    const { services } = c.var;
    const email = await consumeMagicLink(services, c.req.valid("json").token);
    if (!email) throw new ApiException("BAD_REQUEST", INVALID_LINK);
    const user = await rememberLocale(services, (await ensureUser(services, email)).user);
    // Following the link proves the address: its khatms waiting unlisted are listed now, its e-mail budget grows.
    await confirmAddress(services.db, email, services.now());
    await confirmCreatorKhatms(c.env, services, email);
    const { token } = await createSession(services, user.id);
    return c.json({ token, user } satisfies VerifyResponse);
  },
);
