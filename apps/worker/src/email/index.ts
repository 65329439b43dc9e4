import type { Env } from "../bindings";
import { createOutboxSender } from "./outbox";
import { createResendSender } from "./resend";
import type { EmailSender } from "./sender";

export type { EmailMessage, EmailSender } from "./sender";

/**
 * The sender for this deployment, by `EMAIL_MODE`:
 * - "outbox" (wrangler dev, tests): messages stay in KV, readable at /dev/outbox and GET /api/dev/outbox;
 * - "resend": sent through Resend's HTTP API (EMAIL_API_URL, or a compatible relay there) with the EMAIL_API_KEY
 *   secret, from EMAIL_FROM.
 * A misconfigured deployment fails loudly on its first e-mail rather than dropping messages.
 */
export function createEmailSender(env: Env): EmailSender {
  switch (env.EMAIL_MODE) {
    case "outbox":
      return createOutboxSender(env);
    case "resend":
      if (!env.EMAIL_API_KEY) throw new Error('EMAIL_MODE "resend" needs the EMAIL_API_KEY secret');
      return createResendSender({ apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM, url: env.EMAIL_API_URL });
    default:
      throw new Error(`Unknown EMAIL_MODE "${env.EMAIL_MODE}" (expected "outbox" or "resend")`);
  }
}

/** Whether e-mails stay in the dev outbox, which is then browsable (and only then). */
export function isOutboxMode(env: Pick<Env, "EMAIL_MODE">): boolean {
  return env.EMAIL_MODE === "outbox";
}
