/** An e-mail as every part of the worker composes it: plain text and simple HTML. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers for the provider (List-Unsubscribe, added by the mailer to every mail but sign-in links). */
  headers?: Record<string, string>;
}

/** Sends e-mail. Chosen per environment by `EMAIL_MODE` (see email/index.ts): the dev outbox or a real provider. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
