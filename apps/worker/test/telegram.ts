// The fake Telegram Bot API (test/fake-telegram-api/worker.js) and updates as Telegram sends them to the webhook.
import { env } from "cloudflare:test";
import { khatmCoordinator } from "../src/durable/khatm-object";
import { LIST_EDIT_DELAY_MS } from "../src/durable/telegram-groups";
import { call } from "./auth";
import { advanceDeliveryClock } from "./provider";

export const TELEGRAM_ORIGIN = "https://telegram.fake.test";
export const WEBHOOK_SECRET = "test-webhook-secret";
export const BOT_USERNAME = "khatm_test_bot";

export interface BotCall {
  method: string;
  token: string;
  params: Record<string, unknown> & { chat_id?: number | string; text?: string; message_id?: number };
  status: number;
}

export interface FakeMessage {
  message_id: number;
  text: string;
  entities: Array<{ type: string; offset: number; length: number; user?: { id: number } }>;
}

export interface TelegramUser {
  id: number;
  is_bot: false;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

let users = 0;
/** A Telegram user no other test uses. */
export function telegramUser(first_name: string, more: Partial<TelegramUser> = {}): TelegramUser {
  users += 1;
  return { id: 700_000_000 + users * 1000 + Math.floor(Math.random() * 1000), is_bot: false, first_name, ...more };
}

/** A supergroup no other test uses, with what the fake Bot API did there. */
export function telegramGroup(title = "Family group") {
  const id = -1_000_000_000_000 - Math.floor(Math.random() * 1_000_000_000);
  return {
    id,
    title,
    /** Sends `text` to the group as `from`, as Telegram posts it to the webhook. */
    say(from: TelegramUser, text: string) {
      return sendUpdate(groupMessage({ id, title }, from, text));
    },
    async seen(): Promise<{ calls: BotCall[]; messages: FakeMessage[] }> {
      return (await fetch(`${TELEGRAM_ORIGIN}/control/chats/${id}`)).json();
    },
    /** The bot's answers to commands there (its replies), newest last. */
    async replies(): Promise<string[]> {
      const { calls } = await this.seen();
      return calls
        .filter((entry) => entry.method === "sendMessage" && entry.params.reply_parameters)
        .map((entry) => String(entry.params.text));
    },
    /** The list messages the bot posted (sendMessage without a reply), newest last, as they read now. */
    async lists(): Promise<FakeMessage[]> {
      const { calls, messages } = await this.seen();
      const posted = calls
        .filter((entry) => entry.method === "sendMessage" && !entry.params.reply_parameters && entry.status === 200)
        .map((entry) => String(entry.params.text));
      return messages.filter((message) => posted.includes(message.text) || isList(message.text));
    },
    /** The reminders the bot posted there ("Send a reminder"), newest last, with their mentions. */
    async reminders(): Promise<FakeMessage[]> {
      const { calls, messages } = await this.seen();
      const posted = calls
        .filter((entry) => entry.method === "sendMessage" && String(entry.params.text).startsWith("A reminder"))
        .map((entry) => String(entry.params.text));
      return messages.filter((message) => posted.includes(message.text));
    },
    async setMember(userId: number, status: string) {
      await fetch(`${TELEGRAM_ORIGIN}/control/members`, {
        method: "POST",
        body: JSON.stringify({ chatId: id, userId, status }),
      });
    },
    /** The next calls of `method` in this group fail with these statuses (429 with retryAfter seconds). */
    async fail(method: string, answers: Array<{ status: number; retryAfter?: number }>) {
      await fetch(`${TELEGRAM_ORIGIN}/control/answers`, {
        method: "POST",
        body: JSON.stringify({ method, chatId: id, answers }),
      });
    },
  };
}

/** A list message: it ends with the join link. */
function isList(text: string): boolean {
  return /\/j\/\d{6}$/.test(text);
}

let updateIds = 0;
export function groupMessage(chat: { id: number; title: string }, from: TelegramUser, text: string) {
  updateIds += 1;
  const command = /^\/\S+/.exec(text);
  return {
    update_id: updateIds,
    message: {
      message_id: updateIds,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chat.id, type: "supergroup", title: chat.title },
      from,
      text,
      ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command[0].length }] } : {}),
    },
  };
}

/** POSTs an update to the webhook with the secret token (or `secret`: null sends none). */
export function sendUpdate(update: unknown, secret: string | null = WEBHOOK_SECRET): Promise<Response> {
  return call("POST", "/api/telegram/webhook", {
    rawBody: typeof update === "string" ? update : JSON.stringify(update),
    headers: {
      "Content-Type": "application/json",
      ...(secret === null ? {} : { "X-Telegram-Bot-Api-Secret-Token": secret }),
    },
  });
}

/**
 * Lets the group edits the khatm's changes are holding back come due (LIST_EDIT_DELAY_MS) and delivers them: its
 * delivery clock moves ahead for good, so later edits go out with the change that causes them.
 */
export async function deliverListEdits(khatmId: string): Promise<void> {
  await advanceDeliveryClock(khatmId, LIST_EDIT_DELAY_MS);
  await khatmCoordinator(env, khatmId).deliverEffects();
}

/** Every Bot API call the worker made so far, all tests of the run. */
export async function allBotCalls(): Promise<BotCall[]> {
  return ((await (await fetch(`${TELEGRAM_ORIGIN}/control/calls`)).json()) as { calls: BotCall[] }).calls;
}
