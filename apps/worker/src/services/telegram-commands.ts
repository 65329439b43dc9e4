import { type AvailableLocale, isAvailableLocale, renderText, type Text, type Translator, text } from "@khatm/i18n";
import { isCountDivision, partDivisionOf } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { Env } from "../bindings";
import type { Database } from "../db/client";
import { telegramChats } from "../db/schema";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import { ApiException } from "../errors";
import { translatorFor } from "../lib/i18n";
import { validated } from "../lib/validate";
import { accessCodeOf, partNumbersOf, wholeNumberOf } from "../telegram/commands";
import { type TelegramUser, telegramKeyHash, telegramReaderName } from "../telegram/identity";
import { requireKhatmByCode } from "./khatm-queries";
import type { Services } from "./services";

/**
 * The bot's commands in a group (issue 38), each answered with one short reply in the sender's language (their
 * Telegram language when one of the eight, else English): what changed, or why nothing did. Every change goes to the
 * khatm's object like the web's; the group's list follows through the object's outbox. D1's telegram_chats says
 * which khatm a group follows.
 */
export interface TelegramDeps extends Pick<Services, "db" | "rateLimits" | "appOrigin"> {
  env: Pick<Env, "KHATM_COORDINATOR">;
}

/** The group and the sender of a command. */
export interface GroupCommand {
  chat: { id: number; title: string };
  from: TelegramUser;
  /** The command's words after its name ("5 6 7"). */
  args: string;
}

/** The sender's language, when Telegram names one of the eight ("pt-br" is Portuguese's, "ar" Arabic's). */
export function senderLocale(user: Pick<TelegramUser, "language_code">): AvailableLocale | null {
  const tag = (user.language_code ?? "").toLowerCase();
  if (isAvailableLocale(tag)) return tag;
  const base = tag.split("-")[0] ?? "";
  return isAvailableLocale(base) ? base : null;
}

/** The sender's translator: their language, else the khatm's words in English. */
export function senderTranslator(user: Pick<TelegramUser, "language_code">): Promise<Translator> {
  return translatorFor(senderLocale(user) ?? "en");
}

/**
 * /khatm {code}, and the deep link's /start {code}: the group follows that khatm from now on (a group follows one:
 * the khatm it followed before lets it go) and the khatm posts its list there. Codes are counted per group like the
 * web's code lookups per address, since a group could try them one after another.
 */
export async function linkGroup(deps: TelegramDeps, command: GroupCommand): Promise<Text> {
  const code = accessCodeOf(command.args);
  if (!code) return text("telegram.codeMissing");
  const chatId = String(command.chat.id);
  await deps.rateLimits.enforce("codeLookupPerIp", `telegram:${chatId}`);
  let khatmId: string;
  let counted: boolean;
  try {
    const khatm = await requireKhatmByCode(deps.db, code);
    khatmId = khatm.id;
    counted = isCountDivision(khatm.division);
  } catch (error) {
    if (error instanceof ApiException && error.code === "NOT_FOUND") return text("telegram.unknownCode", { code });
    throw error;
  }
  const previous = await followedKhatm(deps.db, chatId);
  const link = {
    chatId,
    title: command.chat.title,
    locale: senderLocale(command.from),
    origin: deps.appOrigin,
  };
  const name = unwrap(await khatmCoordinator(deps.env, khatmId).linkTelegramGroup(link));
  await deps.db
    .insert(telegramChats)
    .values({ chatId, khatmId, linkedAt: new Date().toISOString() })
    .onConflictDoUpdate({ target: telegramChats.chatId, set: { khatmId, linkedAt: new Date().toISOString() } });
  if (previous && previous !== khatmId) {
    const before = await khatmCoordinator(deps.env, previous).unlinkTelegramGroup(chatId);
    // A khatm deleted since lets the group go by itself.
    if (before.ok && before.value) return text("telegram.moved", { name, previous: before.value });
  }
  // A counted recitation is pledged, not taken: the first answer shows the group its command.
  return text(counted ? "telegram.linkedCount" : "telegram.linked", { name });
}

/** Who a command's change is made for: the sender as a Telegram reader, their language and the e-mails' origin. */
async function asSender(deps: TelegramDeps, command: GroupCommand, name: string) {
  const locale = senderLocale(command.from);
  return {
    user: { keyHash: await telegramKeyHash(command.from), userId: String(command.from.id), name },
    locale,
    mail: { origin: deps.appOrigin, requester: locale },
  };
}

/** /take, /done, /drop: the parts named, for the sender, all or nothing (the object's refusal names the part). */
export async function actOnParts(
  deps: TelegramDeps,
  command: GroupCommand,
  action: "reserve" | "complete" | "cancel",
): Promise<Text> {
  const partNumbers = partNumbersOf(command.args);
  return onFollowedKhatm(deps, String(command.chat.id), async (khatmId) => {
    if (!partNumbers) return text("telegram.numbersMissing");
    const name = telegramReaderName(command.from);
    const result = unwrap(
      await khatmCoordinator(deps.env, khatmId).telegramPartAction({
        khatmId,
        action,
        partNumbers,
        ...(await asSender(deps, command, name)),
      }),
    );
    const parts = {
      juz: [...partNumbers].sort((a, b) => a - b),
      division: partDivisionOf(result.khatm.division) ?? "juz",
    };
    const key =
      action === "reserve" ? "telegram.reserved" : action === "complete" ? "telegram.completed" : "telegram.cancelled";
    return text(key, { name, parts });
  });
}

/**
 * /pledge N and /read N in a counted recitation's group: the web's pledge and progress (same schemas, same object
 * change, the same refusals: "Only 2 remain", more read than pledged), for the sender. /read N is how many of their
 * latest pledge they have read in all, as the web's progress is.
 */
export async function actOnPledge(deps: TelegramDeps, command: GroupCommand, action: "pledge" | "read"): Promise<Text> {
  return onFollowedKhatm(deps, String(command.chat.id), async (khatmId) => {
    const number = wholeNumberOf(command.args);
    if (number === null) return text("telegram.amountMissing");
    const amount =
      action === "pledge"
        ? (await validated((schemas) => schemas.pledgeRequestSchema.pick({ amount: true }), { amount: number })).amount
        : (await validated((schemas) => schemas.pledgeProgressRequestSchema, { done: number })).done;
    const name = telegramReaderName(command.from);
    const { pledge } = unwrap(
      await khatmCoordinator(deps.env, khatmId).telegramPledgeAction({
        khatmId,
        action,
        amount,
        ...(await asSender(deps, command, name)),
      }),
    );
    return action === "pledge"
      ? text("telegram.pledged", { name, amount: pledge.amount })
      : text("telegram.read", { name, done: pledge.done, amount: pledge.amount });
  });
}

/** /list: the khatm's list posted again, as a new message the later changes edit (no other answer). */
export async function postList(deps: TelegramDeps, chatId: string): Promise<Text | null> {
  return onFollowedKhatm(deps, chatId, async (khatmId) => {
    unwrap(await khatmCoordinator(deps.env, khatmId).postTelegramList(chatId));
    return null;
  });
}

/** /unlink, once the bot has asked Telegram that the sender administers the group (`isAdministrator`). */
export async function unlinkGroup(deps: TelegramDeps, chatId: string, isAdministrator: boolean): Promise<Text> {
  return onFollowedKhatm(deps, chatId, async (khatmId) => {
    if (!isAdministrator) return text("telegram.adminOnly");
    const name = unwrap(await khatmCoordinator(deps.env, khatmId).unlinkTelegramGroup(chatId));
    await forgetChat(deps.db, chatId, khatmId);
    return name ? text("telegram.unlinked", { name }) : text("telegram.notLinked");
  });
}

/** The board's Unlink (creator or organizer, checked by the object): the group follows nothing from then on. */
export async function forgetChat(db: Database, chatId: string, khatmId: string): Promise<void> {
  const [row] = await db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId)).limit(1);
  // Only while it still follows this khatm: a group moved on meanwhile keeps its new link.
  if (row?.khatmId === khatmId) await db.delete(telegramChats).where(eq(telegramChats.chatId, chatId));
}

/** A refusal or a plain answer, in the sender's words. */
export function answerIn(i18n: Translator, answer: Text): string {
  return renderText(i18n, answer);
}

/**
 * A refusal in the sender's words. A command has no fields, so a refusal about one ("done: This pledge is for 3: at
 * most 3 can be read.") is said without the API's field name.
 */
export function refusalIn(i18n: Translator, refusal: Text): string {
  const message = refusal.key === "api.fieldMessage" ? refusal.values?.message : undefined;
  return renderText(i18n, typeof message === "object" && "key" in message ? message : refusal);
}

/**
 * Runs a command on the khatm the group follows (D1's telegram_chats). A group that follows none, or a khatm deleted
 * since (its object answers 404 before D1's index has let the group go), is answered alike: it follows no khatm.
 */
async function onFollowedKhatm<T extends Text | null>(
  deps: TelegramDeps,
  chatId: string,
  run: (khatmId: string) => Promise<T>,
): Promise<T | Text> {
  const khatmId = await followedKhatm(deps.db, chatId);
  if (!khatmId) return text("telegram.notLinked");
  try {
    return await run(khatmId);
  } catch (error) {
    if (!(error instanceof ApiException && error.text.key === "api.khatmNotFound")) throw error;
    await forgetChat(deps.db, chatId, khatmId);
    return text("telegram.notLinked");
  }
}

async function followedKhatm(db: Database, chatId: string): Promise<string | null> {
  const [row] = await db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId)).limit(1);
  return row?.khatmId ?? null;
}
