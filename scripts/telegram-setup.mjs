#!/usr/bin/env node
// Points the Telegram bot at this deployment (issue 38): setWebhook with the webhook's secret, so the worker takes
// only Telegram's updates (apps/worker/src/routes/telegram-webhook.ts), and setMyCommands in Khatm's eight languages,
// their words from the catalogues (packages/i18n, namespace "telegram"), English also as the default for any other.
// README.md ("Telegram") gives the BotFather steps before it.
//
//   TELEGRAM_BOT_TOKEN=... TELEGRAM_WEBHOOK_SECRET=... node scripts/telegram-setup.mjs https://khatms.example
//
// TELEGRAM_API_URL (optional) is the Bot API's origin, as in wrangler.toml. The same secret must be the worker's
// (`pnpm exec wrangler secret put TELEGRAM_WEBHOOK_SECRET`). Node 22 reads the catalogues' TypeScript as it is.
import { fileURLToPath } from "node:url";

const LOCALES = ["en", "ar", "bn", "fr", "id", "ms", "tr", "ur"];
const COMMANDS = [
  ["khatm", "commandKhatm"],
  ["take", "commandTake"],
  ["done", "commandDone"],
  ["drop", "commandDrop"],
  ["pledge", "commandPledge"],
  ["read", "commandRead"],
  ["list", "commandList"],
  ["unlink", "commandUnlink"],
];

const [origin] = process.argv.slice(2);
const token = process.env.TELEGRAM_BOT_TOKEN;
const secret = process.env.TELEGRAM_WEBHOOK_SECRET;
const api = (process.env.TELEGRAM_API_URL || "https://api.telegram.org").replace(/\/$/, "");
if (!origin || !/^https:\/\//.test(origin) || !token || !secret) {
  console.error(
    "Usage: TELEGRAM_BOT_TOKEN=... TELEGRAM_WEBHOOK_SECRET=... node scripts/telegram-setup.mjs https://<the site's origin>",
  );
  process.exit(2);
}
// Telegram sends the secret back in X-Telegram-Bot-Api-Secret-Token: 1-256 characters of A-Z, a-z, 0-9, _ and -.
if (!/^[\w-]{1,256}$/.test(secret)) {
  console.error("TELEGRAM_WEBHOOK_SECRET may hold only letters, digits, _ and - (e.g. openssl rand -hex 32).");
  process.exit(2);
}

/** One Bot API call; stops with Telegram's own description when it refuses. */
async function call(method, params) {
  const response = await fetch(`${api}/bot${token}/${method}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(params),
  });
  const answer = await response.json();
  if (!answer.ok) throw new Error(`${method}: ${answer.error_code} ${answer.description}`);
  return answer.result;
}

async function commandsIn(locale) {
  const path = fileURLToPath(new URL(`../packages/i18n/src/catalogues/${locale}/telegram.ts`, import.meta.url));
  const { default: words } = await import(path);
  return COMMANDS.map(([command, key]) => ({ command, description: words[key] }));
}

const url = `${origin.replace(/\/$/, "")}/api/telegram/webhook`;
// Only messages: the bot reads commands, nothing else (no edits, no callbacks).
await call("setWebhook", { url, secret_token: secret, allowed_updates: ["message"] });
console.log(`Webhook: ${url}`);
await call("setMyCommands", { commands: await commandsIn("en") });
for (const locale of LOCALES) {
  await call("setMyCommands", { commands: await commandsIn(locale), language_code: locale });
}
console.log(`Commands: ${COMMANDS.map(([command]) => `/${command}`).join(" ")} in ${LOCALES.join(", ")}`);
