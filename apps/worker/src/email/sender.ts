import type { AvailableLocale } from "@khatm/i18n";

/** An e-mail as every part of the worker composes it: plain text and simple HTML. */
export interface EmailMessage {
  to: string;
  /** The language it is written in (email/recipient-language.ts): what the mailer adds to it is written in it too. */
  locale: AvailableLocale;
  subject: string;
  text: string;
  html: string;
  /** Extra headers for the provider (List-Unsubscribe, added by the mailer to every mail but sign-in links). */
  headers?: Record<string, string>;
}

/** A message with the key the provider deduplicates by: the same key is delivered once however often it is sent. */
export type KeyedMessage = EmailMessage & { idempotencyKey: string };

/** Sends e-mail. Chosen per environment by `EMAIL_MODE` (see email/index.ts): the dev outbox or a real provider. */
export interface EmailSender {
  send(message: KeyedMessage): Promise<void>;
}
