import type { Env } from "../bindings";

/** The bot's settings (wrangler.toml and its secrets), all present, or the bot is off. */
export interface TelegramSettings {
  token: string;
  webhookSecret: string;
  /** Without "@": the "Add to a Telegram group" link and the commands addressed to the bot (/take@name). */
  username: string;
  /** The Bot API's origin (the tests' fake Bot API replaces it). */
  apiUrl: string;
}

/**
 * The bot's settings, or null while any is missing: then the webhook answers 404, /api/config names no bot (the web
 * shows no Telegram button) and nothing goes to Telegram. Production fails closed: its vars name no bot.
 */
export function telegramOf(env: Env): TelegramSettings | null {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET?.trim();
  const username = env.TELEGRAM_BOT_USERNAME?.trim().replace(/^@/, "");
  if (!token || !webhookSecret || !username) return null;
  return { token, webhookSecret, username, apiUrl: env.TELEGRAM_API_URL?.trim() || "https://api.telegram.org" };
}
