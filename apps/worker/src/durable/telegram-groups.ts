import type { AvailableLocale } from "@khatm/i18n";
import { text } from "@khatm/i18n";
import type { TelegramGroup } from "@khatm/schema";
import { isCountDivision } from "@khatm/schema/rules";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Env } from "../bindings";
import { database } from "../db/client";
import { telegramChats } from "../db/schema";
import { ApiException } from "../errors";
import { requireOrganizer, type Viewer } from "../rules/permissions";
import type { Change } from "./change";
import { khatmCoordinator, unwrap } from "./khatm-object";
import { requireKhatm, type Store } from "./khatm-store";
import { effects, juzs, pledges, telegramGroups, telegramReaders } from "./schema";

/**
 * The Telegram groups linked to this khatm (issue 38), inside its one change path: linking and unlinking, and the
 * list each group follows. Every committed change writes, for each group, an edit of its list message as an effect
 * (telegram-delivery.ts sends it), held back LIST_EDIT_DELAY_MS and shared by every change until it goes: the edit
 * writes the list as it is when it is sent, so a burst of changes is one edit, and a group gets at most one edit per
 * that delay, within Telegram's limit of about 20 messages a minute in a group.
 */
export const LIST_EDIT_DELAY_MS = 3_000;

/** A group as the bot sees it when it is linked: its chat, title and the language the list is written in. */
export interface GroupLink {
  chatId: string;
  title: string;
  locale: AvailableLocale | null;
  origin: string;
}

/** Links the group (or links it again: its title and language follow), and posts the list there as a new message. */
export function linkGroup(change: Change, link: GroupLink, now: string): void {
  requireKhatm(change.db);
  change.db
    .insert(telegramGroups)
    .values({ ...link, linkedAt: now, listMessageId: null })
    .onConflictDoUpdate({
      target: telegramGroups.chatId,
      set: { title: link.title, locale: link.locale, origin: link.origin },
    })
    .run();
  postList(change, link.chatId);
}

/** Posts the list in a linked group as a new message, which later changes edit (/list, or a new link). */
export function postList(change: Change, chatId: string): void {
  requireKhatm(change.db);
  requireGroup(change.db, chatId);
  change.effect({ kind: "telegramList", chatId, khatmId: requireKhatm(change.db).id, post: true });
}

/** Unlinks the group; false when it was not linked. The khatm's own answer to an unknown group is that. */
export function unlinkGroup(change: Change, chatId: string): boolean {
  return change.db.delete(telegramGroups).where(eq(telegramGroups.chatId, chatId)).returning().all().length > 0;
}

/** The board's Unlink: the creator or an organizer (permissions.ts "telegram"); 404 for a group not linked here. */
export function unlinkGroupFromBoard(change: Change, viewer: Viewer, chatId: string): void {
  requireOrganizer(viewer, requireKhatm(change.db), "telegram");
  requireGroup(change.db, chatId);
  unlinkGroup(change, chatId);
}

/** The linked groups, for the board (organizers only): title and when linked, never the chat's id or messages. */
export function groupsOf(db: Store, viewer: Viewer): TelegramGroup[] {
  requireOrganizer(viewer, requireKhatm(db), "telegram");
  return db
    .select()
    .from(telegramGroups)
    .orderBy(telegramGroups.linkedAt)
    .all()
    .map((group) => ({ chatId: group.chatId, title: group.title, linkedAt: group.linkedAt }));
}

/**
 * The khatm's next round is made (effect-delivery.ts): each group linked here follows the new round from now on, and
 * the new round posts its list there; D1 moves the group along while it still follows this khatm. Answers the chats
 * moved, for the caller to unlink here in the change that marks the round made (a retry links again: at least once).
 */
export async function moveGroupsToRound(env: Env, db: Store, from: string, to: string): Promise<string[]> {
  const groups = db.select().from(telegramGroups).all();
  for (const group of groups) {
    const { chatId, title, locale, origin } = group;
    unwrap(await khatmCoordinator(env, to).linkTelegramGroup({ chatId, title, locale, origin }));
    await database(env.DB)
      .update(telegramChats)
      .set({ khatmId: to, linkedAt: new Date().toISOString() })
      .where(and(eq(telegramChats.chatId, chatId), eq(telegramChats.khatmId, from)));
  }
  return groups.map((group) => group.chatId);
}

/**
 * The khatm is deleted (khatm-settings.ts): its groups follow it no more, and each is told once, in the language its
 * list was written in. D1's links go with the khatm's index rows (index-sync.ts), so a command there afterwards is
 * answered as in a group that follows nothing.
 */
export function letGroupsGo(change: Change, name: string): void {
  const groups = change.db.delete(telegramGroups).returning().all();
  for (const { chatId, locale } of groups) change.effect({ kind: "telegramDeleted", chatId, name, locale });
}

/** The Telegram user behind a reader key, kept for the group reminder's mention (the same user: the latest name). */
export function noteTelegramReader(change: Change, reader: { keyHash: string; userId: string; name: string }): void {
  change.db
    .insert(telegramReaders)
    .values(reader)
    .onConflictDoUpdate({ target: telegramReaders.keyHash, set: { name: reader.name } })
    .run();
}

/**
 * After a committed change: each linked group's list is to be edited. An edit already waiting (not yet due, so not
 * being sent) will write the list as it is then, this change included; otherwise a new one waits LIST_EDIT_DELAY_MS.
 */
export function followTelegramGroups(change: Change): void {
  const groups = change.db.select({ chatId: telegramGroups.chatId }).from(telegramGroups).all();
  if (!groups.length) return;
  const khatmId = requireKhatm(change.db).id;
  const now = Date.now();
  for (const { chatId } of groups) {
    const [waiting] = change.db
      .select({ id: effects.id })
      .from(effects)
      .where(
        and(
          isNull(effects.outcome),
          gt(effects.nextAttemptAt, now),
          sql`json_extract(${effects.intent}, '$.kind') = 'telegramList'`,
          sql`json_extract(${effects.intent}, '$.chatId') = ${chatId}`,
        ),
      )
      .limit(1)
      .all();
    if (!waiting)
      change.effect({ kind: "telegramList", chatId, khatmId, post: false }, { delayMs: LIST_EDIT_DELAY_MS });
  }
}

/**
 * "Send a reminder" in each linked group: one message naming the readers whose reading is open (a Telegram reader by
 * mention, any other by the name a visitor sees; an anonymous reader is not named). Answers how many groups.
 */
export function remindGroups(change: Change): number {
  const { db } = change;
  const groups = db.select({ chatId: telegramGroups.chatId }).from(telegramGroups).all();
  if (!groups.length) return 0;
  const open = readersWithOpenReading(db);
  if (!open.length) return 0;
  const khatmId = requireKhatm(db).id;
  for (const { chatId } of groups) change.effect({ kind: "telegramReminder", chatId, khatmId, readers: open });
  return groups.length;
}

/**
 * The readers a group's reminder names, each once: the holders of reserved parts, or in a counted recitation the
 * readers of pledges not read in full; a Telegram reader with their user id, for the mention.
 */
function readersWithOpenReading(db: Store): Array<{ name: string; userId: string | null }> {
  const rows = isCountDivision(requireKhatm(db).division)
    ? db
        .selectDistinct({ name: pledges.readerName, userId: telegramReaders.userId })
        .from(pledges)
        .leftJoin(telegramReaders, eq(telegramReaders.keyHash, pledges.keyHash))
        .where(and(isNull(pledges.cancelledAt), lt(pledges.done, pledges.amount), eq(pledges.readerAnonymous, false)))
        .all()
    : db
        .selectDistinct({ name: juzs.readerName, userId: telegramReaders.userId })
        .from(juzs)
        .leftJoin(telegramReaders, eq(telegramReaders.keyHash, juzs.holderKeyHash))
        .where(and(eq(juzs.status, "reserved"), eq(juzs.readerAnonymous, false)))
        .all();
  return rows.flatMap((row) => (row.name ? [{ name: row.name, userId: row.userId }] : []));
}

function requireGroup(db: Store, chatId: string) {
  const [group] = db.select().from(telegramGroups).where(eq(telegramGroups.chatId, chatId)).all();
  if (!group) throw new ApiException("NOT_FOUND", text("telegram.groupNotFound"));
  return group;
}
