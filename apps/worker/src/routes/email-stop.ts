import { text } from "@khatm/i18n";
import type { EmailStopResponse } from "@khatm/schema";
import { type Context, Hono } from "hono";
import { setStopped } from "../email/addresses";
import { stopLinks, stoppedAddressHash } from "../email/stop-links";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { linkSecret } from "../lib/signed-links";
import { noClientLimit } from "../middleware/write-limits";
import { signedTokenParam } from "./params";

export const STOP_LINK_INVALID = text("api.stopLinkInvalid");

/**
 * The stop link of every e-mail but sign-in links (email/notifications.ts), by its signed token:
 * - POST /api/email/stop/{token} → {stopped: true}: no more e-mail to that address. Also the one-click request of
 *   RFC 8058 (`List-Unsubscribe=One-Click` as a form body, which is ignored like any body);
 * - DELETE /api/email/stop/{token} → {stopped: false}: the undo;
 * - GET /api/email/stop/{token} → 303 to the web app's /stop/{token} page, for clients that open the header's link.
 * 403 for a forged or damaged token (nothing changes). The stop and its undo count per mailbox (429 past
 * stopLinkPerMailbox), not per client: RFC 8058's one-click requests come from the mail providers' own servers.
 */
async function addressOf(c: Context<AppBindings>, token: string): Promise<string> {
  const hash = await stoppedAddressHash(linkSecret(c.env), token);
  if (!hash) throw new ApiException("FORBIDDEN", STOP_LINK_INVALID);
  return hash;
}

/** The token's mailbox, one change of its stop counted against its limit. */
async function changingMailbox(c: Context<AppBindings>, token: string): Promise<string> {
  const hash = await addressOf(c, token);
  await c.var.services.rateLimits.enforce("stopLinkPerMailbox", hash);
  return hash;
}

const PER_MAILBOX = "counted per mailbox (stopLinkPerMailbox) once the signed token names it";

export const emailStopRoutes = new Hono<AppBindings>()
  .post("/email/stop/:token", signedTokenParam, noClientLimit(PER_MAILBOX), async (c) => {
    const hash = await changingMailbox(c, c.req.valid("param").token);
    await setStopped(c.var.services.db, hash, true, c.var.services.now());
    return c.json({ stopped: true } satisfies EmailStopResponse);
  })
  .delete("/email/stop/:token", signedTokenParam, noClientLimit(PER_MAILBOX), async (c) => {
    const hash = await changingMailbox(c, c.req.valid("param").token);
    await setStopped(c.var.services.db, hash, false, c.var.services.now());
    return c.json({ stopped: false } satisfies EmailStopResponse);
  })
  .get("/email/stop/:token", signedTokenParam, async (c) => {
    const { token } = c.req.valid("param");
    await addressOf(c, token);
    return c.redirect(stopLinks(c.var.services.appOrigin, token, c.var.services.i18n.locale).page, 303);
  });
