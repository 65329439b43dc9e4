/**
 * The worker's bindings: generated from wrangler.toml into worker-configuration.d.ts by `pnpm cf-typegen` (run it
 * after changing wrangler.toml). Only the secrets are added here: wrangler.toml lists no secrets, and both may be
 * left unset in EMAIL_MODE "outbox" (development and tests).
 */
export interface Env extends Cloudflare.Env {
  /** Secret (`wrangler secret put EMAIL_API_KEY`): the e-mail provider's API key; see email/index.ts. */
  EMAIL_API_KEY?: string;
  /**
   * Secret (`wrangler secret put LINK_SIGNING_SECRET`): signs the links in e-mails that act without an account (stop
   * e-mails, the operator's review links); see lib/signed-links.ts. Optional only in EMAIL_MODE "outbox".
   */
  LINK_SIGNING_SECRET?: string;
  /**
   * Secret (`wrangler secret put VAPID_PRIVATE_KEY`): the private half of the VAPID key pair that signs every push
   * (push/vapid.ts), its 32 bytes as base64url (the JWK's `d`). Without it push is off.
   */
  VAPID_PRIVATE_KEY?: string;
  /** Secret (`wrangler secret put TELEGRAM_BOT_TOKEN`): the bot's token from BotFather; without it the bot is off. */
  TELEGRAM_BOT_TOKEN?: string;
  /**
   * Secret (`wrangler secret put TELEGRAM_WEBHOOK_SECRET`): what Telegram sends as X-Telegram-Bot-Api-Secret-Token
   * with each update (scripts/telegram-setup.mjs gives it to setWebhook); without it the bot is off.
   */
  TELEGRAM_WEBHOOK_SECRET?: string;
}
