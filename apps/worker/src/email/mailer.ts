import type { Env } from "../env";
import { createEmailSender } from "./index";
import type { EmailMessage, EmailSender } from "./sender";

/** How services send e-mail. */
export interface Mailer {
  /** Sends now; a failure is the caller's. */
  send(message: EmailMessage): Promise<void>;
  /**
   * Sends after the answer (waitUntil): what the e-mails tell of is already saved, so a failing e-mail is logged,
   * never turned into an error for the person whose request sent it.
   */
  sendInBackground(messages: readonly EmailMessage[]): void;
}

/**
 * The mailer of one request. The sender is made on the first e-mail, so a misconfigured deployment fails loudly
 * then (see createEmailSender), not on requests that send nothing.
 */
export function createMailer(env: Env, background: (work: Promise<unknown>) => void): Mailer {
  let sender: EmailSender | undefined;
  const send = (message: EmailMessage) => {
    sender ??= createEmailSender(env);
    return sender.send(message);
  };
  return {
    send,
    sendInBackground(messages) {
      if (messages.length === 0) return;
      background(
        (async () => {
          for (const message of messages) {
            await send(message).catch((error: unknown) => console.error(`E-mail "${message.subject}" failed`, error));
          }
        })(),
      );
    },
  };
}
