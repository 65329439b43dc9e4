import type { Locale } from "@khatm/i18n";
import type { PushPayload } from "@khatm/schema";
import type { NextRoundMode, ReportReason } from "@khatm/schema/rules";
import type { KhatmRow } from "../db/schema";
import type { Reader } from "../rules/juz-transitions";
import type { RoundClaim } from "./rounds";

/**
 * What the khatm's effects outbox holds (schema.ts `effects`): an e-mail (`gated`: through the recipient's stop list
 * and budget, as all but the operator's mail), the next round, which the claim's transaction writes and delivery
 * makes (next-round.ts), or a push (push-delivery.ts): one to a person, which delivery fans out into one to each of
 * their devices, so a retry goes only to a device that has not taken it yet.
 */
export type EffectIntent =
  | { kind: "mail"; mail: MailIntent; gated: boolean }
  | { kind: "nextRound"; claim: RoundClaim; mode: NextRoundMode; context: MailContext }
  | { kind: "push"; push: PushIntent }
  | { kind: "pushDevice"; device: PushDelivery }
  /**
   * A Telegram group's list (issue 38, telegram-delivery.ts): written as the khatm is when it goes, either a new
   * message (`post`: a link, /list) or an edit of the group's last list message.
   */
  | { kind: "telegramList"; chatId: string; khatmId: string; post: boolean }
  /** "Send a reminder" in a linked group: the readers with open parts, a Telegram reader by mention. */
  | { kind: "telegramReminder"; chatId: string; khatmId: string; readers: TelegramReminded[] }
  /**
   * The khatm a group followed was deleted: one last message there. It carries what it says (the khatm is gone when
   * it is sent) and outlives the deletion, like the next round (no khatm id: dropEffectsOfDeleted keeps it).
   */
  | { kind: "telegramDeleted"; chatId: string; name: string; locale: Locale | null };

/** A reader a group reminder names: by the name a visitor sees, and mentioned when they are a Telegram user. */
export interface TelegramReminded {
  name: string;
  userId: string | null;
}

/** The e-mails a person's phones are told too (issue 36): all that do not only confirm what they just did. */
export type PushedMailType =
  | "finishByNotice"
  | "reminder"
  | "pledgeReminder"
  | "staleWarning"
  | "staleReleased"
  | "roundInvitation"
  | "roundReservation"
  | "completion"
  | "countCompletion"
  | "fullyReserved"
  | "fullyCompleted";
export type PushedMail = Extract<MailIntent, { type: PushedMailType }>;

/**
 * A push to one person, written beside the e-mail it repeats: worded at delivery in their language, and sent to the
 * devices of their account and of `keyHashes`, the reader keys that hold their parts or pledges in this khatm.
 */
export interface PushIntent {
  mail: PushedMail;
  keyHashes: string[];
}

/** A push to one device (a D1 subscription, looked up at each attempt: a device unsubscribed since gets nothing). */
export interface PushDelivery {
  khatmId: string;
  subscriptionId: string;
  /** The push service's name, for the dead letters. */
  service: string;
  about: PushedMailType;
  payload: PushPayload;
  /** RFC 8030: a newer push of the same topic replaces one the push service still holds; TTL in seconds. */
  topic: string;
  urgency: "low" | "normal" | "high";
  ttl: number;
}

/**
 * What an e-mail a change causes is to say, written into the khatm's outbox in the change's transaction and worded at
 * delivery (mail-rendering.ts): wording needs the recipients' account languages from D1, which a synchronous
 * transaction cannot await. One intent is one message, so each has its own idempotency key and budget count.
 */
export type MailIntent = MailContext &
  (
    | { type: "created"; khatm: KhatmRow; manageKey: string }
    | {
        type: "reservation";
        khatm: KhatmRow;
        reader: Reader;
        juzs: Array<{ number: number; surahs: string }>;
        /** The creator's name when they reserved (or transferred) for the reader. */
        reservedBy?: string;
        /** The language the reader reserved in, when they reserved themself. */
        reservedIn: Locale | null;
        /** The reservation made the reader's account: the confirmation also says so, with where to sign in. */
        accountCreated?: boolean;
      }
    | {
        type: "pledge";
        khatm: KhatmRow;
        reader: MailReader;
        amount: number;
        /** The creator's name when they pledged for the reader. */
        pledgedBy?: string;
      }
    | {
        type: "pledgeReminder";
        khatm: KhatmRow;
        reader: MailReader & { pledges: Array<{ amount: number; done: number }> };
        /** The creator's name for "Send a reminder"; none for the scheduled one. */
        fromCreator?: string;
      }
    | { type: "countCompletion"; khatm: KhatmRow; reader: MailReader }
    | { type: "fullyReserved" | "fullyCompleted"; khatm: KhatmRow }
    | { type: "completion"; khatm: KhatmRow; reader: MailReader }
    | {
        type: "reminder";
        khatm: KhatmRow;
        reader: MailReader & { juzs: ScheduledJuz[] };
        /** The creator's name for "Send a reminder"; none for the scheduled one. */
        fromCreator?: string;
        /** When it was due: once the provider takes it, the juz count as reminded at this time. */
        at: string;
      }
    | { type: "staleWarning" | "staleReleased"; khatm: KhatmRow; reader: MailReader & { juzs: ScheduledJuz[] } }
    | { type: "roundInvitation"; khatm: KhatmRow; reader: MailReader; round: number }
    /** To an address the creator made a co-organizer (issue 37): the khatm and its board's link. */
    | { type: "organizerInvitation"; khatm: KhatmRow; to: string; invitedBy: string }
    /** To the creator and each co-organizer, three days before the finish-by date, while parts are free (issue 37). */
    | { type: "finishByNotice"; khatm: KhatmRow; to: string; free: number; daysLeft: number }
    | { type: "roundReservation"; khatm: KhatmRow; reader: MailReader; juzs: Array<{ number: number; surahs: string }> }
    | {
        type: "report";
        to: string;
        khatm: Pick<KhatmRow, "id" | "name" | "accessCode">;
        reason: ReportReason;
        details: string | null;
        threshold: number;
        reviewNonce: string;
      }
  );

/** Where the e-mail's links go, and the language of the request that caused it (null: none, as for the cron). */
export interface MailContext {
  origin: string;
  requester: Locale | null;
}

export interface MailReader {
  email: string;
  name: string;
  /** The language they reserved in, when known. */
  locale: Locale | null;
}

/** A juz of a reading-schedule e-mail, with the reservation it was about (a reminder marks its schedule row sent). */
export interface ScheduledJuz {
  id: number;
  number: number;
  surahs: string;
  reservedAt: string | null;
}
