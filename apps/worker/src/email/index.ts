import type { Env } from "../bindings";
import { isDevelopment, MissingConfiguration } from "../lib/deployment";
import { createOutboxSender } from "./outbox";
import { createResendSender } from "./resend";
import type { EmailSender } from "./sender";

export type { EmailMessage, EmailSender } from "./sender";

/**
 * The sender for this deployment, by `EMAIL_MODE`:
 * - "outbox" (development only: wrangler dev, tests): messages stay in KV, readable at /dev/outbox and
 *   GET /api/dev/outbox;
 * - "resend" (production's, wrangler.toml's top-level [vars]): sent through Resend's HTTP API (EMAIL_API_URL, or a
 *   compatible relay there) with the EMAIL_API_KEY secret, from EMAIL_FROM.
 * A misconfigured deployment refuses its first e-mail (MissingConfiguration: a 503 naming nothing secret to the
 * requester, a log line naming the setting) rather than dropping or exposing messages.
 */
export function createEmailSender(env: Env): EmailSender {
  switch (env.EMAIL_MODE) {
    case "outbox":
      if (!isDevelopment(env))
        throw new MissingConfiguration(
          "EMAIL_MODE",
          '"outbox" is for development only; set "resend" and EMAIL_API_KEY',
        );
      return createOutboxSender(env);
    case "resend":
      if (!env.EMAIL_API_KEY)
        throw new MissingConfiguration(
          "EMAIL_API_KEY",
          'EMAIL_MODE "resend" needs it (wrangler secret put EMAIL_API_KEY)',
        );
      return createResendSender({ apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM, url: env.EMAIL_API_URL });
    default:
      throw new Error(`Unknown EMAIL_MODE "${env.EMAIL_MODE}" (expected "outbox" or "resend")`);
  }
}

/** Whether e-mails stay in the dev outbox, which is then browsable (and only then): in development only. */
export function isOutboxMode(env: Pick<Env, "EMAIL_MODE" | "ENVIRONMENT">): boolean {
  return isDevelopment(env) && env.EMAIL_MODE === "outbox";
}
