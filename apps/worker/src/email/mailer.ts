import type { Env } from "../bindings";
import { database } from "../db/client";
import { emailOrigin } from "../lib/deployment";
import { configuredLimit, createRateLimits } from "../lib/rate-limit";
import { linkSecret } from "../lib/signed-links";
import { recipientStatus } from "./addresses";
import { createEmailSender } from "./index";
import { admitNotification, type NotificationGate } from "./notifications";
import { ProviderError } from "./resend";
import type { EmailMessage } from "./sender";

/**
 * How services send e-mail that is about no khatm: the sign-in link, and the account's welcome. Every e-mail about a
 * khatm goes through that khatm's outbox (durable/effect-outbox.ts), delivered at least once.
 */
export interface Mailer {
  /**
   * Sends now, as it is, because the person is waiting for it: tried again once when the provider fails on its side
   * (5xx), with the same idempotency key, so a first attempt that did go through is not delivered twice. A failure
   * after that is the caller's.
   */
  send(message: EmailMessage): Promise<void>;
  /**
   * The account's welcome: sent after the answer (waitUntil) through the notification gate (stopped addresses, the
   * budget, the stop link), logged when it fails. It tells of nothing the person cannot see by signing in.
   */
  sendInBackground(message: EmailMessage): void;
}

/**
 * The mailer of one request. The sender is made on the first e-mail, so a misconfigured deployment fails loudly
 * then (see createEmailSender), not on requests that send nothing.
 */
export function createMailer(env: Env, background: (work: Promise<unknown>) => void, origin: string): Mailer {
  const send = async (message: EmailMessage) => {
    // Its links were written with `origin`: outside development only APP_ORIGIN may stand there.
    emailOrigin(env, origin);
    const sender = createEmailSender(env);
    const keyed = { ...message, idempotencyKey: crypto.randomUUID() };
    try {
      await sender.send(keyed);
    } catch (error) {
      if (!(error instanceof ProviderError && error.status >= 500)) throw error;
      await sender.send(keyed);
    }
  };
  return {
    send,
    sendInBackground(message) {
      const work = async () => {
        const admitted = await admitNotification(notificationGate(env, origin), message);
        if (admitted) await send(admitted);
      };
      background(work().catch((error: unknown) => console.error(`E-mail "${message.subject}" failed`, error)));
    },
  };
}

/** The notification gate (email/notifications.ts) as this deployment configures it. */
export function notificationGate(env: Env, origin: string): NotificationGate {
  return {
    recipient: (email) => recipientStatus(database(env.DB), email),
    allows: (rule, charge) => createRateLimits(env).allows(rule, charge),
    budget: {
      confirmed: configuredLimit(env, "emailBudgetConfirmed"),
      unconfirmed: configuredLimit(env, "emailBudgetUnconfirmed"),
    },
    secret: linkSecret(env),
    origin: emailOrigin(env, origin),
  };
}
