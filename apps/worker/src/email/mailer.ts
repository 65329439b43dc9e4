import { database } from "../db/client";
import type { Env } from "../env";
import { linkSecret } from "../lib/signed-links";
import { addressStatus } from "../services/email-addresses";
import { configuredLimit, createRateLimits } from "../services/rate-limit";
import { createEmailSender } from "./index";
import { admitNotification, type NotificationGate } from "./notifications";
import type { EmailMessage, EmailSender } from "./sender";

/** How services send e-mail. */
export interface Mailer {
  /** Sends now, as it is: only for sign-in links, which the recipient asked for. A failure is the caller's. */
  send(message: EmailMessage): Promise<void>;
  /**
   * Every other e-mail: sent after the answer (waitUntil), through the notification gate (email/notifications.ts:
   * stopped addresses, the per-address budget, the stop link and headers). What the e-mails tell of is already
   * saved, so a failing or dropped e-mail is logged, never turned into an error for the person whose request sent it.
   * The messages may still be being written (their recipients' languages looked up): that too happens after the answer.
   */
  sendInBackground(messages: readonly EmailMessage[] | Promise<readonly EmailMessage[]>): void;
}

/**
 * The mailer of one request. The sender is made on the first e-mail, so a misconfigured deployment fails loudly
 * then (see createEmailSender), not on requests that send nothing.
 */
export function createMailer(env: Env, background: (work: Promise<unknown>) => void, origin: string): Mailer {
  let sender: EmailSender | undefined;
  const send = (message: EmailMessage) => {
    sender ??= createEmailSender(env);
    return sender.send(message);
  };
  return {
    send,
    sendInBackground(messages) {
      if ("length" in messages && messages.length === 0) return;
      background(
        (async () => {
          const gate = notificationGate(env, origin);
          let written: readonly EmailMessage[];
          try {
            written = await messages;
          } catch (error) {
            console.error("E-mails could not be written", error);
            return;
          }
          for (const message of written) {
            try {
              const admitted = await admitNotification(gate, message);
              if (admitted) await send(admitted);
            } catch (error) {
              console.error(`E-mail "${message.subject}" failed`, error);
            }
          }
        })(),
      );
    },
  };
}

function notificationGate(env: Env, origin: string): NotificationGate {
  return {
    recipient: (hash) => addressStatus(database(env.DB), hash),
    allows: (rule) => createRateLimits(env).allows(rule),
    budget: {
      confirmed: configuredLimit(env, "emailBudgetConfirmed"),
      unconfirmed: configuredLimit(env, "emailBudgetUnconfirmed"),
    },
    secret: linkSecret(env),
    origin,
  };
}
