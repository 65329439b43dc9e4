import { DEFAULT_LOCALE, isAvailableLocale, type Translator } from "@khatm/i18n";
import { isCountDivision, oneLine } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { Api } from "grammy";
import { translatorFor } from "../lib/i18n";
import { countListText, listText } from "../rules/list-text";
import { ANONYMOUS } from "../rules/permissions";
import { botApi, classifyBotApiError } from "../telegram/bot-api";
import { telegramOf } from "../telegram/settings";
import type { DeliveryContext } from "./effect-delivery";
import type { EffectIntent, TelegramReminded } from "./effect-intents";
import { type Delivered, DeliverLater, Undeliverable } from "./effect-outbox";
import { viewOf } from "./khatm-view";
import { pledgesOf } from "./pledge-views";
import { telegramGroups } from "./schema";

type TelegramIntent = Extract<EffectIntent, { kind: "telegramList" | "telegramReminder" | "telegramDeleted" }>;

/**
 * A Telegram call a change caused (issue 38), from the khatm's outbox: a group's list, posted or edited, or a group
 * reminder. The list is written when it goes, from what a visitor sees (rules/list-text.ts, the WhatsApp list's own
 * lines), so an edit that waited carries every change before it and never an e-mail or a hidden reader's name.
 * Dropped while the bot is off, once the group is unlinked, or once the khatm is gone. Telegram's 429 and 5xx are
 * retried by the outbox (at least `retry_after`); "message is not modified" is a success; an edit of a list message
 * deleted since posts a new one.
 */
export async function deliverTelegram(intent: TelegramIntent, context: DeliveryContext): Promise<Delivered> {
  const settings = telegramOf(context.env);
  if (!settings) return "dropped";
  if (intent.kind === "telegramDeleted") return tellDeleted(intent, await botApi(settings));
  const [group] = context.db.select().from(telegramGroups).where(eq(telegramGroups.chatId, intent.chatId)).all();
  const view = viewOf(context.db, ANONYMOUS);
  if (!group || !view) return "dropped";
  const i18n = await translatorFor(group.locale ?? DEFAULT_LOCALE);
  const api = await botApi(settings);
  try {
    if (intent.kind === "telegramReminder") {
      await api.sendMessage(group.chatId, ...reminderOf(i18n, view.khatm.name, intent.readers));
      return "sent";
    }
    const list = isCountDivision(view.khatm.division)
      ? countListText(view.khatm, pledgesOf(context.db, ANONYMOUS), i18n, group.origin)
      : listText(view.khatm, view.juzs, i18n, group.origin);
    if (!intent.post && group.listMessageId !== null) {
      try {
        await api.editMessageText(group.chatId, group.listMessageId, list, { link_preview_options: NO_PREVIEW });
        return "sent";
      } catch (error) {
        const failure = await classifyBotApiError(error);
        if (failure.kind === "notModified") return "sent";
        if (failure.kind !== "messageGone") throw error;
      }
    }
    const posted = await api.sendMessage(group.chatId, list, { link_preview_options: NO_PREVIEW });
    await context.change((change) => {
      change.db
        .update(telegramGroups)
        .set({ listMessageId: posted.message_id })
        .where(eq(telegramGroups.chatId, group.chatId))
        .run();
    });
    return "sent";
  } catch (error) {
    return failedCall(error);
  }
}

/** "This khatm was deleted" in a group that followed it: the intent holds the name, the khatm being gone. */
async function tellDeleted(intent: Extract<TelegramIntent, { kind: "telegramDeleted" }>, api: Api): Promise<Delivered> {
  const i18n = await translatorFor(intent.locale && isAvailableLocale(intent.locale) ? intent.locale : DEFAULT_LOCALE);
  try {
    await api.sendMessage(intent.chatId, i18n.t("telegram.deleted", { name: oneLine(intent.name) }));
    return "sent";
  } catch (error) {
    return failedCall(error);
  }
}

/**
 * A Bot API call that failed: Telegram's 429 and 5xx are retried by the outbox (at least `retry_after`), its
 * refusal (the bot removed from the group, the group gone) is a dead letter; "not modified" and the like are done.
 */
async function failedCall(error: unknown): Promise<Delivered> {
  const failure = await classifyBotApiError(error);
  if (failure.kind === "later") throw new DeliverLater(failure.said, failure.waitMs);
  if (failure.kind === "refused") throw new Undeliverable(failure.said);
  return "sent";
}

/** The list's join link stays a line of text: a preview card under every edit would push the list up the chat. */
const NO_PREVIEW = { is_disabled: true };

/**
 * The group reminder's text and its mentions: each Telegram reader as a text mention (their name, linked to them
 * without a username), any other reader by the name a visitor sees.
 */
function reminderOf(i18n: Translator, khatmName: string, readers: readonly TelegramReminded[]) {
  const marker = "\u2063READERS\u2063";
  const template = i18n.t("telegram.reminder", { name: oneLine(khatmName), readers: marker });
  const at = template.indexOf(marker);
  let names = "";
  const entities: Array<{ type: "text_mention"; offset: number; length: number; user: TelegramUser }> = [];
  for (const reader of readers) {
    if (names) names += ", ";
    const name = oneLine(reader.name);
    if (reader.userId) {
      entities.push({
        type: "text_mention",
        offset: at + names.length,
        length: name.length,
        user: { id: Number(reader.userId), is_bot: false, first_name: name },
      });
    }
    names += name;
  }
  return [template.replace(marker, names), { entities }] as const;
}

interface TelegramUser {
  id: number;
  is_bot: false;
  first_name: string;
}
