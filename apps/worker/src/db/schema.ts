import type { Locale } from "@khatm/i18n";
import { AUTO_NEXT_ROUND, JUZ_COUNT, KHATM_DIVISIONS, READING_SCHEDULE } from "@khatm/schema/rules";
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { listingColumns } from "./listing-columns";

/** Timestamps are ISO-8601 UTC strings, which sort in time order. */
const timestamp = (name: string) => text(name);

/** A required link to the row a row belongs to: deleting that row deletes this one with it. */
const partOf = (name: string, parent: () => AnySQLiteColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });
const partOfKhatm = (name: string) =>
  text(name)
    .notNull()
    .references(() => khatms.id, { onDelete: "cascade" });

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name"),
  email: text("email").notNull().unique(),
  googleId: text("google_id"),
  country: text("country"),
  /** One of LOCALES: the language of the e-mails and answers this person gets; null when not known. */
  locale: text("locale").$type<Locale>(),
  createdAt: timestamp("created_at").notNull(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: partOf("user_id", () => users.id),
    createdAt: timestamp("created_at").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const khatms = sqliteTable(
  "khatms",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    occasion: text("occasion"),
    dedication: text("dedication"),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id),
    creatorName: text("creator_name").notNull(),
    creatorEmail: text("creator_email").notNull(),
    /** One of LOCALES: the creator's language at creation, for the khatm's previews and e-mails; null: not known. */
    creatorLocale: text("creator_locale").$type<Locale>(),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at").notNull(),
    uniqueId: text("unique_id").notNull(),
    accessCode: text("access_code").notNull(),
    manageKeyHash: text("manage_key_hash").notNull(),
    /** How the khatm is shared out; its part count follows (PART_COUNTS), and the counts below count its parts. */
    division: text("division", { enum: KHATM_DIVISIONS }).notNull().default("juz"),
    /** A counted recitation's target and words (issue 25); null for a khatm of parts. */
    target: integer("target"),
    recitation: text("recitation"),
    // Part counts copied from the khatm's Durable Object (the truth) by its index sync, so lists need no aggregation.
    availableCount: integer("available_count").notNull().default(JUZ_COUNT),
    reservedCount: integer("reserved_count").notNull().default(0),
    completedCount: integer("completed_count").notNull().default(0),
    /** The khatm's version in its Durable Object when this copy was written; a sync never writes an older one. */
    version: integer("version").notNull().default(0),
    ...listingColumns(),
    /** The first round's id (its own for a first round) and this khatm's round in that series. */
    seriesId: text("series_id"),
    round: integer("round").notNull().default(1),
    reminderDays: integer("reminder_days").notNull().default(READING_SCHEDULE.reminderDaysDefault),
    staleDays: integer("stale_days"),
    autoNextRound: text("auto_next_round", { enum: AUTO_NEXT_ROUND }).notNull().default("off"),
    /** The date (YYYY-MM-DD, UTC) the khatm means to be finished by (issue 37, copied by its sync); null: none. */
    finishBy: text("finish_by"),
    /** When the khatm's object next has reminders or stale reservations to see to (copied by its sync); the cron's index. */
    nextDueAt: timestamp("next_due_at"),
  },
  (table) => [
    uniqueIndex("khatms_access_code_idx").on(table.accessCode),
    uniqueIndex("khatms_unique_id_idx").on(table.uniqueId),
    index("khatms_creator_email_idx").on(table.creatorEmail),
    index("khatms_public_created_idx").on(table.isPublic, table.createdAt),
    // The public list's "fully reserved" section: few rows, found without walking every open khatm. Queries must
    // write `available_count = 0` literally (not as a bound parameter) for SQLite to pick this partial index.
    index("khatms_next_due_idx").on(table.nextDueAt),
    index("khatms_series_idx").on(table.seriesId, table.round),
    index("khatms_full_created_idx").on(table.isPublic, table.createdAt).where(sql`${table.availableCount} = 0`),
  ],
);

/**
 * A khatm's co-organizers (issue 37), copied from its object by the index sync, so a person's "My Khatms" finds the
 * khatms they organize by their address. The object's row is the truth the permissions read; this is the index.
 */
export const khatmOrganizers = sqliteTable(
  "khatm_organizers",
  {
    khatmId: partOfKhatm("khatm_id"),
    email: text("email").notNull(),
    addedAt: timestamp("added_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.khatmId, table.email] }),
    index("khatm_organizers_email_idx").on(table.email),
  ],
);

/**
 * A khatm id's claim on D1, written before the khatm's Durable Object creates the khatm (durable/khatm-creation.ts):
 * it keeps the 6-digit access code unique across khatms and numbers the khatm, its juz ids deriving from that
 * number (db/khatm-claims.ts). A claim whose khatm was never made (the worker died in between) holds one code of a
 * million and nothing else; a deleted khatm's claim gives its code back (null) and stays, so the id can never be
 * indexed again.
 */
export const khatmClaims = sqliteTable("khatm_claims", {
  /** AUTOINCREMENT: never reused, so neither are the juz ids made from it. */
  number: integer("number").primaryKey({ autoIncrement: true }),
  khatmId: text("khatm_id").notNull().unique(),
  /** The khatm's code while it lives; null once it is deleted (the code may then serve another khatm). */
  accessCode: text("access_code").unique(),
  claimedAt: timestamp("claimed_at").notNull(),
});

/**
 * What public khatms are found by (db/search-terms.ts): a row per term of each, written with the khatm (its name,
 * occasion and code never change) and gone with it. Whether the khatm is listed is read from its own row, so a
 * report, a review or the creator's confirmation needs no rewrite here.
 */
export const khatmSearchTerms = sqliteTable(
  "khatm_search_terms",
  {
    term: text("term").notNull(),
    /** The khatm's: a term's newest khatms come first in its index, as the list shows them. */
    createdAt: timestamp("created_at").notNull(),
    khatmId: partOfKhatm("khatm_id"),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.createdAt, table.khatmId] }),
    // A khatm's delete finds its terms by this index instead of scanning the table.
    index("khatm_search_terms_khatm_idx").on(table.khatmId),
  ],
);

export const juzs = sqliteTable(
  "juzs",
  {
    /** Given by the khatm's claim (db/khatm-claims.ts juzIdOf), not by D1. */
    id: integer("id").primaryKey(),
    khatmId: partOfKhatm("khatm_id"),
    number: integer("number").notNull(),
    surahs: text("surahs").notNull(),
    status: text("status", { enum: ["available", "reserved", "completed"] })
      .notNull()
      .default("available"),
    readerId: integer("reader_id").references(() => users.id, { onDelete: "set null" }),
    readerName: text("reader_name"),
    readerEmail: text("reader_email"),
    /** The reader chose to show as 'Anonymous reader' to everyone but the creator and themself. */
    readerAnonymous: integer("reader_anonymous", { mode: "boolean" }).notNull().default(false),
    reservedAt: timestamp("reserved_at"),
    completedAt: timestamp("completed_at"),
    /** The reader key (hash) that reserved the juz: its holder's browser (durable/schema.ts juzs.holderKeyHash). */
    holderKeyHash: text("holder_key_hash"),
  },
  (table) => [
    uniqueIndex("juzs_khatm_number_idx").on(table.khatmId, table.number),
    index("juzs_reader_email_idx").on(table.readerEmail),
  ],
);

/**
 * A counted recitation's pledges (issue 25), copied from its Durable Object (durable/pledges.ts) by the index sync,
 * so a reader finds theirs across khatms (My Reservations): by the e-mail of a session, or by the hash of the reader
 * key that pledged.
 */
export const pledges = sqliteTable(
  "pledges",
  {
    khatmId: partOfKhatm("khatm_id"),
    /** The pledge's number in its khatm: the API names it `{khatmId}.{number}`. */
    number: integer("number").notNull(),
    readerName: text("reader_name").notNull(),
    readerEmail: text("reader_email"),
    readerAnonymous: integer("reader_anonymous", { mode: "boolean" }).notNull().default(false),
    keyHash: text("key_hash"),
    amount: integer("amount").notNull(),
    done: integer("done").notNull(),
    cancelled: integer("cancelled", { mode: "boolean" }).notNull().default(false),
    pledgedAt: timestamp("pledged_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.khatmId, table.number] }),
    index("pledges_reader_email_idx").on(table.readerEmail),
    index("pledges_key_hash_idx").on(table.keyHash),
  ],
);

/**
 * A reader key is a secret the server gave one browser when it reserved. Each grant lets that key act on one juz it
 * reserved (cancel, complete, read its reader's e-mail) without an account. Grants are per juz, never per e-mail,
 * so typing someone's e-mail never reaches their other juz; a juz's grants go when it changes hands. The key that
 * reserved a juz is on its row (`juzs.holderKeyHash`); this table holds the rare others (another browser of a proven
 * holder), so a reservation writes no row here.
 */
export const readerGrants = sqliteTable(
  "reader_grants",
  {
    keyHash: text("key_hash").notNull(),
    juzId: partOf("juz_id", () => juzs.id),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyHash, table.juzId] }), index("reader_grants_juz_idx").on(table.juzId)],
);

export type KhatmRow = typeof khatms.$inferSelect;
export type JuzRow = typeof juzs.$inferSelect;

/**
 * What Khatm knows of an e-mail address as a mail recipient, by a SHA-256 (lib/signed-links.ts): the raw address is
 * not needed for either fact, so it is not kept here.
 * - confirmedAt: when the address (its own hash) first signed in by magic link (its khatms are listed, its e-mail
 *   budget is larger);
 * - stoppedAt: when its mailbox (the mailbox's hash, every spelling; the address's own in rows made by older stop
 *   links) asked for no more e-mail (the stop link); sign-in links it asks for itself still go.
 */
export const emailAddresses = sqliteTable("email_addresses", {
  addressHash: text("address_hash").primaryKey(),
  confirmedAt: timestamp("confirmed_at"),
  stoppedAt: timestamp("stopped_at"),
});

/**
 * A browser's Web Push subscription (issue 36), for the account that sent it (a session) or, signed out, the reader
 * key it sent: the khatm's pushes go to the devices of the reader's account and of the keys that hold the reader's
 * juz. `endpoint` is the push service's address for this one browser, and with `p256dh` and `auth` (its keys) it is
 * what lets anyone push to it: no answer ever holds any of the three. The service is one of the real push services
 * (rules/push-endpoints.ts) or an origin the deployment allows.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    /** Random: what the device list names, instead of the endpoint. */
    id: text("id").primaryKey(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The push service's name, for the device list ("Google", "Mozilla", "Apple", "Microsoft" or its host). */
    service: text("service").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The hash of the reader key that subscribed it (signed out); null for an account's own. */
    keyHash: text("key_hash"),
    createdAt: timestamp("created_at").notNull(),
  },
  (table) => [
    index("push_subscriptions_user_idx").on(table.userId),
    index("push_subscriptions_key_hash_idx").on(table.keyHash),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Which khatm a Telegram group follows (issue 38): the bot's commands in a group reach that khatm's object, and a
 * group holds one khatm at a time (a new /khatm moves it). The khatm's object keeps its own list of groups.
 */
export const telegramChats = sqliteTable("telegram_chats", {
  chatId: text("chat_id").primaryKey(),
  khatmId: text("khatm_id").notNull(),
  linkedAt: text("linked_at").notNull(),
});
