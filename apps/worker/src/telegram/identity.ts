import { LIMITS, oneLine } from "@khatm/schema/rules";
import { hashToken } from "../lib/tokens";

/** What a Telegram update says about its sender (the Bot API's User). */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/**
 * The reader key a Telegram user reads with (issue 38): the hash the khatm's object compares, as it does a browser's
 * reader key. Made from "telegram:" and the user's id, which no browser's key can be (a reader key has no ":",
 * rules/permissions.ts), so only the bot, answering an update Telegram signed with the webhook's secret, acts as a
 * Telegram user. The same user is the same key in every group and khatm; the id itself is kept only where the group
 * reminder mentions them (durable/telegram-groups.ts).
 */
export function telegramKeyHash(user: Pick<TelegramUser, "id">): Promise<string> {
  return hashToken(`telegram:${user.id}`);
}

/**
 * The reader's name: first and last name, one line (the shared name rule, oneLine) cut to the longest name a form
 * accepts; a name shorter than a form allows is the username, else "Telegram reader".
 */
export function telegramReaderName(user: TelegramUser): string {
  const full = oneLine([user.first_name, user.last_name].filter(Boolean).join(" ")).trim();
  const cut = Array.from(full).slice(0, LIMITS.personName).join("").trim();
  if (Array.from(cut).length >= LIMITS.readerNameMin) return cut;
  const username = user.username ? oneLine(user.username).slice(0, LIMITS.personName) : "";
  return username.length >= LIMITS.readerNameMin ? username : "Telegram reader";
}
