import type { AvailableLocale } from "@khatm/i18n";
import type { Reader } from "../rules/juz-transitions";
import type { Viewer } from "../rules/permissions";
import type { MailContext } from "./effect-intents";
import type { PartMutation } from "./part-mutations";

/**
 * What a Telegram user asks of a khatm's parts from a group (issue 38). The user is a reader of their own: no e-mail,
 * named as telegram/identity.ts names them, and proven by `user.keyHash`, which stands where a browser's reader key
 * does. A part they take is held by that key (the part's holder key), so /done and /drop work from any group, and the
 * same Telegram user is one reader across groups and khatms.
 */
export interface TelegramPartAction {
  khatmId: string;
  action: "reserve" | "complete" | "cancel";
  partNumbers: number[];
  user: { keyHash: string; userId: string; name: string };
  /** The sender's language, when one of the eight: their reservation's reminders' and e-mails' language. */
  locale: AvailableLocale | null;
  mail: MailContext;
}

/** The part mutation a Telegram action is, as the web's routes would make it (part-mutations.ts). */
export function telegramMutationOf(action: TelegramPartAction): PartMutation {
  const viewer: Viewer = {
    userId: null,
    email: null,
    name: action.user.name,
    readerKeyHash: action.user.keyHash,
    manageKeyHash: null,
  };
  const reader: Reader = { id: null, name: action.user.name, email: null, anonymous: false };
  const base = { khatmId: action.khatmId, mail: action.mail, partNumbers: action.partNumbers, viewer };
  switch (action.action) {
    case "reserve":
      // No e-mail, so no reminder e-mail to ask for: the group's reminder names them instead.
      return { ...base, request: { kind: "reserve", reader, remind: false, locale: action.locale } };
    case "complete":
      return { ...base, request: { kind: "complete" } };
    case "cancel":
      return { ...base, request: { kind: "cancel" } };
  }
}
