import type { Locale } from "@khatm/i18n";
import { ACTIVITY_TYPES, AUTO_NEXT_ROUND, KHATM_DIVISIONS, READING_SCHEDULE } from "@khatm/schema/rules";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { listingColumns } from "../db/listing-columns";
import type { EmailMessage } from "../email/sender";
import type { ActivityEvent } from "../rules/activity-messages";
import type { EffectIntent } from "./effect-intents";

/**
 * The khatm's own storage in its Durable Object (SQLite): the truth about its juz, reader grants and activity.
 * Columns are named and typed as D1's (db/schema.ts), so rows present the same way wherever they come from.
 * Migrations in durable/migrations are generated from this file by `pnpm db:generate` (drizzle.durable.config.ts).
 */

export const INDEX_STATES = ["new", "indexed", "dropped"] as const;

/** The one khatm this object holds, with its version and how far D1's index has caught up. */
export const khatm = sqliteTable("khatm", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  occasion: text("occasion"),
  dedication: text("dedication"),
  creatorId: integer("creator_id").notNull(),
  creatorName: text("creator_name").notNull(),
  creatorEmail: text("creator_email").notNull(),
  creatorLocale: text("creator_locale").$type<Locale>(),
  isPublic: integer("is_public", { mode: "boolean" }).notNull(),
  createdAt: text("created_at").notNull(),
  uniqueId: text("unique_id").notNull(),
  accessCode: text("access_code").notNull(),
  manageKeyHash: text("manage_key_hash").notNull(),
  /** How the khatm is shared out (juz, hizb, quarter, page or surah): the `juzs` table holds one row per part. */
  division: text("division", { enum: KHATM_DIVISIONS }).notNull().default("juz"),
  /** A counted recitation's target and words (issue 25); null for a khatm of parts. */
  target: integer("target"),
  recitation: text("recitation"),
  availableCount: integer("available_count").notNull(),
  reservedCount: integer("reserved_count").notNull(),
  completedCount: integer("completed_count").notNull(),
  /** Bumped by every committed change; only grows. D1's copy never takes an older one. */
  version: integer("version").notNull(),
  /**
   * Deleted: the object answers 404; it forgets everything once D1's rows are gone and no effect that outlives the
   * khatm (its next round and that round's e-mails) is still to be delivered.
   */
  deleted: integer("deleted", { mode: "boolean" }).notNull().default(false),
  /**
   * Where D1's index stands on this khatm as a whole: "new" until the index sync has inserted its rows (the khatm is
   * created here first), "indexed" after, "dropped" once a deleted khatm's rows are gone from D1.
   */
  indexState: text("index_state", { enum: INDEX_STATES }).notNull().default("new"),
  ...listingColumns(),
  /** The khatm row's own fields (listing, dedication, reading settings, next due time) changed since D1's index took them. */
  listingPending: integer("listing_pending", { mode: "boolean" }).notNull().default(false),
  /** The khatm's name or occasion changed (issue 37) since D1's search terms were written from them. */
  searchTermsPending: integer("search_terms_pending", { mode: "boolean" }).notNull().default(false),
  /** Set while the operator's review links of the current report round are valid; a decision clears it. */
  reviewNonce: text("review_nonce"),
  /** The readers' completion e-mails went out (once per khatm, however often its last juz is re-completed). */
  completionNoticeSent: integer("completion_notice_sent", { mode: "boolean" }).notNull().default(false),
  seriesId: text("series_id"),
  round: integer("round").notNull().default(1),
  reminderDays: integer("reminder_days").notNull().default(READING_SCHEDULE.reminderDaysDefault),
  staleDays: integer("stale_days"),
  autoNextRound: text("auto_next_round", { enum: AUTO_NEXT_ROUND }).notNull().default("off"),
  nextDueAt: text("next_due_at"),
  /** The next round's id once it is being started: a second start is refused. */
  nextRoundId: text("next_round_id"),
  /** When the creator last sent "Send a reminder". */
  manualReminderAt: text("manual_reminder_at"),
  /** The key this khatm signs its e-mails' action links with (reminders' "Stop reminders"); made on first use. */
  signingKey: text("signing_key"),
  /**
   * The co-organizers the creator added (issue 37), at most LIMITS.organizers: each address, signed in, has the
   * creator's powers but deleting the khatm and choosing organizers (rules/permissions.ts). On the khatm's row, so
   * every check of a change reads them with the khatm, and a removal takes every power away with its commit.
   */
  /** The date (YYYY-MM-DD, UTC) the khatm means to be finished by (issue 37); null: no deadline. */
  finishBy: text("finish_by"),
  /** The finish-by date whose "3 days left" message was written: once per date (a new date may have its own). */
  finishByNoticeFor: text("finish_by_notice_for"),
  organizers: text("organizers", { mode: "json" }).$type<OrganizerEntry[]>().notNull().default([]),
});

/** A co-organizer: the address the creator gave (lower case) and when. */
export interface OrganizerEntry {
  email: string;
  addedAt: string;
}

/** The khatm's parts, one row per part of its division (the spec's 30 juz for a juz khatm). */
export const juzs = sqliteTable("juzs", {
  // Derived from the khatm's claim in D1 (db/khatm-claims.ts): /api/juzs/{id} names a juz across khatms, and D1's
  // index maps it to its khatm.
  id: integer("id").primaryKey(),
  khatmId: text("khatm_id").notNull(),
  number: integer("number").notNull().unique(),
  surahs: text("surahs").notNull(),
  status: text("status", { enum: ["available", "reserved", "completed"] }).notNull(),
  readerId: integer("reader_id"),
  readerName: text("reader_name"),
  readerEmail: text("reader_email"),
  readerAnonymous: integer("reader_anonymous", { mode: "boolean" }).notNull().default(false),
  reservedAt: text("reserved_at"),
  completedAt: text("completed_at"),
  /**
   * The hash of the reader key that reserved the part: that browser may cancel and complete it. Kept on the part's
   * own row, so a reservation writes one row; a second browser of the same holder gets a row of `readerGrants`.
   */
  holderKeyHash: text("holder_key_hash"),
});

/**
 * A counted recitation's pledges (issue 25): a reader takes `amount` of the count and reports `done` (0 to amount) as
 * they read. A cancelled pledge keeps what was read (its amount becomes its done) and stops counting the rest.
 * The sum of the amounts never passes the khatm's target: every pledge is checked in its change's transaction.
 */
export const pledges = sqliteTable("pledges", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  amount: integer("amount").notNull(),
  done: integer("done").notNull().default(0),
  readerId: integer("reader_id"),
  readerName: text("reader_name").notNull(),
  readerEmail: text("reader_email"),
  readerAnonymous: integer("reader_anonymous", { mode: "boolean" }).notNull().default(false),
  /** The hash of the reader key of the browser that pledged: it may report and cancel (as a juz's reader grant). */
  keyHash: text("key_hash"),
  /** The language the reader pledged in, for their e-mails. */
  locale: text("locale").$type<Locale>(),
  /** Whether the reader asked for reminders while the pledge is not read in full; when the last went. */
  remind: integer("remind", { mode: "boolean" }).notNull().default(false),
  remindedAt: text("reminded_at"),
  pledgedAt: text("pledged_at").notNull(),
  /** When the reader last reported what they read: the count's completion time is the last report's. */
  reportedAt: text("reported_at"),
  cancelledAt: text("cancelled_at"),
});

/**
 * Reader grants beyond a part's holder key (`juzs.holderKeyHash`): another browser of a proven holder that repeated
 * the reservation (durable/reader-grants.ts). Rare, so the part's row carries the usual one.
 */
export const readerGrants = sqliteTable(
  "reader_grants",
  {
    keyHash: text("key_hash").notNull(),
    juzId: integer("juz_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyHash, table.juzId] }), index("reader_grants_juz_idx").on(table.juzId)],
);

export const activities = sqliteTable("activities", {
  // Without AUTOINCREMENT: its counter is one more row written by every change, and activities are never deleted,
  // so a plain rowid already only grows.
  id: integer("id").primaryKey(),
  khatmId: text("khatm_id").notNull(),
  juzId: integer("juz_id"),
  juzNumber: integer("juz_number"),
  userId: integer("user_id"),
  userName: text("user_name").notNull(),
  userEmail: text("user_email"),
  activityType: text("activity_type", { enum: ACTIVITY_TYPES }).notNull(),
  timestamp: text("timestamp").notNull(),
  /** What happened, worded for each reader of the feed in their language (rules/activity-messages.ts). */
  event: text("event", { mode: "json" }).$type<ActivityEvent>().notNull(),
});

/**
 * The durable outbox: juz whose rows D1's index has not yet received, each with the version that last changed it.
 * The sync writes their current rows (so several changes of one juz go as one) and removes the entries it covered.
 */
export const outbox = sqliteTable("outbox", {
  juzId: integer("juz_id").primaryKey(),
  version: integer("version").notNull(),
});

/** The durable outbox of a counted recitation's pledges: those D1's index has not received yet, as `outbox` is for juz. */
export const pledgeOutbox = sqliteTable("pledge_outbox", {
  pledgeId: integer("pledge_id").primaryKey(),
  version: integer("version").notNull(),
});

/** Reports of the khatm, one per distinct client (its address hash); a review that restores the khatm clears them. */
export const reports = sqliteTable("reports", {
  clientHash: text("client_hash").primaryKey(),
  reason: text("reason").notNull(),
  details: text("details"),
  createdAt: text("created_at").notNull(),
});

/**
 * The reading schedule of a reserved juz: whether its reader asked for reminders, when the last went, when the
 * stale warning went, and the language they reserved in. A row belongs to one reservation (its reservedAt); a row of an older one counts as none.
 */
export const juzSchedules = sqliteTable("juz_schedules", {
  juzId: integer("juz_id").primaryKey(),
  reservedAt: text("reserved_at").notNull(),
  remind: integer("remind", { mode: "boolean" }).notNull(),
  remindedAt: text("reminded_at"),
  warnedAt: text("warned_at"),
  /** The language the reader reserved in (one of LOCALES), for their e-mails when they have no account language. */
  locale: text("locale").$type<Locale>(),
});

/** Readers (by e-mail, lower case) who followed "Stop reminders": no reminder of this khatm reaches them again. */
export const reminderStops = sqliteTable("reminder_stops", {
  email: text("email").primaryKey(),
  stoppedAt: text("stopped_at").notNull(),
});

/**
 * The khatm's effects outbox: every e-mail a change causes and the automatic next round, written in the change's
 * transaction and delivered after it (effect-outbox.ts), at least once and, through the provider's idempotency key,
 * never twice. Delivered rows are kept a week (the dev outbox shows them); a row that kept failing for a day is a
 * dead letter, kept until the operator retries it.
 */
export const effects = sqliteTable("effects", {
  // No AUTOINCREMENT and no secondary index: each is one more row written by every change that mails. The table is the
  // khatm's own (a week of its e-mails), so the delivery pass reads it whole; the order of ids is only the order of
  // delivery, and a key is never looked up.
  id: integer("id").primaryKey(),
  /** Stable across retries: sent to the provider as its Idempotency-Key. */
  key: text("key").notNull(),
  intent: text("intent", { mode: "json" }).$type<EffectIntent>().notNull(),
  createdAt: integer("created_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at").notNull(),
  /**
   * The message as it went out, once the recipient's stop list and budget admitted it, stored with a failed attempt
   * so the retry sends the same message (the budget counts the key once either way: email/notifications.ts).
   */
  message: text("message", { mode: "json" }).$type<EmailMessage>(),
  /** null while pending; "sent", "dropped" (stopped address or spent budget) or "dead" (failed for a day). */
  outcome: text("outcome", { enum: ["sent", "dropped", "dead"] }),
  finishedAt: integer("finished_at"),
  lastError: text("last_error"),
});

/**
 * The Telegram groups this khatm is linked to (issue 38): each gets the khatm's list, edited after every change
 * (telegram-groups.ts). `listMessageId` is the bot's last list message there, the one the edits change; null until
 * the first list is posted. `locale`: the language the list is written in (the linker's, when one of the eight).
 */
export const telegramGroups = sqliteTable("telegram_groups", {
  chatId: text("chat_id").primaryKey(),
  title: text("title").notNull(),
  locale: text("locale").$type<Locale>(),
  /** Where the list's join link points: the site's origin the webhook answered on (APP_ORIGIN when set). */
  origin: text("origin").notNull(),
  linkedAt: text("linked_at").notNull(),
  listMessageId: integer("list_message_id"),
});

/**
 * The Telegram users who took parts here, by the hash that is their reader key (telegram/identity.ts): a reminder in
 * the group mentions them, which takes their Telegram id; nothing else reads it, and no answer holds it.
 */
export const telegramReaders = sqliteTable("telegram_readers", {
  keyHash: text("key_hash").primaryKey(),
  userId: text("user_id").notNull(),
  name: text("name").notNull(),
});
