import { text } from "@khatm/i18n";
import type { Bot, Context as BotContext } from "grammy";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { noClientLimit } from "../middleware/write-limits";
import {
  actOnParts,
  actOnPledge,
  answerIn,
  type GroupCommand,
  linkGroup,
  postList,
  refusalIn,
  senderTranslator,
  type TelegramDeps,
  unlinkGroup,
} from "../services/telegram-commands";
import { type TelegramSettings, telegramOf } from "../telegram/settings";

/**
 * POST /api/telegram/webhook: Telegram's updates for the bot (issue 38), through grammY's webhook adapter for
 * Cloudflare's module workers. 404 while the bot is off (telegramOf); 401 without, 403 with a wrong
 * X-Telegram-Bot-Api-Secret-Token (the secret setWebhook was given, scripts/telegram-setup.mjs), before anything is
 * read; 400 for a body that is no update. Any update it takes is answered 200, whatever it holds: a command the bot
 * does not know, a message it does not read, a failure it logged (Telegram would otherwise send it again and again).
 */
export const telegramWebhookRoute = new Hono<AppBindings>().post(
  "/telegram/webhook",
  noClientLimit(
    "Only Telegram calls it (its secret token is checked first); every command is counted per group inside " +
      "(codes like the web's code lookups), and each change is the khatm's own, as the web's are",
  ),
  async (c) => {
    const settings = telegramOf(c.env);
    if (!settings) throw new ApiException("NOT_FOUND", text("api.noSuchEndpoint"));
    const given = c.req.header("X-Telegram-Bot-Api-Secret-Token");
    if (!given) throw new ApiException("UNAUTHORIZED", text("telegram.webhookSecret"));
    if (!(await sameSecret(given, settings.webhookSecret))) {
      throw new ApiException("FORBIDDEN", text("telegram.webhookSecret"));
    }
    const update: unknown = await c.req.json().catch(() => null);
    if (!isUpdate(update)) throw new ApiException("BAD_REQUEST", text("telegram.webhookMalformed"));
    const { services } = c.var;
    const deps: TelegramDeps = { env: c.env, ...services };
    const { webhookCallback } = await import("grammy");
    const bot = await botFor(settings, deps);
    const handle = webhookCallback(bot, "cloudflare-mod", {
      secretToken: settings.webhookSecret,
      // Telegram waits for the answer; a slow change still finishes, but the update is not sent again.
      onTimeout: "return",
      timeoutMilliseconds: 20_000,
    });
    const forwarded = new Request(c.req.url, {
      method: "POST",
      headers: { "X-Telegram-Bot-Api-Secret-Token": given, "Content-Type": "application/json" },
      body: JSON.stringify(update),
    });
    try {
      return await handle(forwarded);
    } catch (error) {
      console.error("Telegram update failed", error);
      return c.json({ ok: true });
    }
  },
);

/** An update as the Bot API sends it: an object with a numeric update_id (grammY reads the rest). */
function isUpdate(body: unknown): body is { update_id: number } {
  return typeof body === "object" && body !== null && typeof (body as { update_id?: unknown }).update_id === "number";
}

/** Compares the secrets by their hashes, so the time taken says nothing about how much of the secret was right. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * The bot for one update: its commands in groups, and one answer in private chats. Its own identity comes from the
 * settings (the token's first part is the bot's id), so no getMe call precedes every cold start.
 */
async function botFor(settings: TelegramSettings, deps: TelegramDeps): Promise<Bot> {
  const { Bot } = await import("grammy");
  const id = Number(settings.token.split(":")[0]) || 0;
  const bot = new Bot(settings.token, {
    client: { apiRoot: settings.apiUrl },
    botInfo: {
      id,
      is_bot: true,
      first_name: settings.username,
      username: settings.username,
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
    } as Bot["botInfo"],
  });
  const groups = bot.chatType(["group", "supergroup"]);
  groups.command(["khatm", "start"], (ctx) => answer(ctx, (command) => linkGroup(deps, command)));
  groups.command("take", (ctx) => answer(ctx, (command) => actOnParts(deps, command, "reserve")));
  groups.command("done", (ctx) => answer(ctx, (command) => actOnParts(deps, command, "complete")));
  groups.command("drop", (ctx) => answer(ctx, (command) => actOnParts(deps, command, "cancel")));
  groups.command("pledge", (ctx) => answer(ctx, (command) => actOnPledge(deps, command, "pledge")));
  groups.command("read", (ctx) => answer(ctx, (command) => actOnPledge(deps, command, "read")));
  groups.command("list", (ctx) => answer(ctx, (command) => postList(deps, String(command.chat.id))));
  groups.command("unlink", (ctx) =>
    answer(ctx, async (command) => {
      const member = await ctx.getChatMember(command.from.id);
      return unlinkGroup(deps, String(command.chat.id), ["creator", "administrator"].includes(member.status));
    }),
  );
  bot.chatType("private").on("message", async (ctx) => {
    await ctx.reply((await senderTranslator(ctx.from)).t("telegram.groupsOnly"));
  });
  bot.catch((error) => console.error("Telegram update failed", error.error));
  return bot;
}

/**
 * Runs a group command and replies to it in the sender's language: its answer, a refusal's words (409 naming the
 * part, 403 a part the sender does not hold, 400 a number out of range, 429), or, for anything else, that something
 * went wrong (logged). A command from no one (a channel's post) is not answered.
 */
async function answer(
  ctx: BotContext & { match: string | RegExpMatchArray },
  run: (command: GroupCommand) => Promise<import("@khatm/i18n").Text | null>,
): Promise<void> {
  const { chat, from, message } = ctx;
  if (!chat || !from || !message || !("title" in chat)) return;
  const i18n = await senderTranslator(from);
  let reply: string | null;
  try {
    const said = await run({ chat: { id: chat.id, title: chat.title ?? "" }, from, args: String(ctx.match ?? "") });
    reply = said ? answerIn(i18n, said) : null;
  } catch (error) {
    if (!(error instanceof ApiException)) console.error("Telegram command failed", error);
    reply = error instanceof ApiException ? refusalIn(i18n, error.text) : i18n.t("telegram.failed");
  }
  if (reply) await ctx.reply(reply, { reply_parameters: { message_id: message.message_id } });
}
