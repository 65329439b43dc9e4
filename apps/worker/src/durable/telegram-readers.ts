import { type AvailableLocale, text } from "@khatm/i18n";
import { isCountDivision } from "@khatm/schema/rules";
import { and, desc, eq, isNull } from "drizzle-orm";
import { ApiException } from "../errors";
import type { Reader } from "../rules/juz-transitions";
import type { Viewer } from "../rules/permissions";
import type { MailContext } from "./effect-intents";
import { requireKhatm, type Store } from "./khatm-store";
import type { PartMutation } from "./part-mutations";
import type { PledgeChange } from "./pledges";
import { pledges } from "./schema";

/**
 * What a Telegram user asks of a khatm's parts from a group (issue 38). The user is a reader of their own: no e-mail,
 * named as telegram/identity.ts names them, and proven by `user.keyHash`, which stands where a browser's reader key
 * does. A part they take is held by that key (the part's holder key), so /done and /drop work from any group, and the
 * same Telegram user is one reader across groups and khatms.
 */
export interface TelegramPartAction {
  khatmId: string;
  action: "reserve" | "complete" | "cancel";
  partNumbers: number[];
  user: { keyHash: string; userId: string; name: string };
  /** The sender's language, when one of the eight: their reservation's reminders' and e-mails' language. */
  locale: AvailableLocale | null;
  mail: MailContext;
}

/**
 * /pledge N or /read N in a counted recitation's group (issue 25's pledges): a pledge of N for the sender, or N read of
 * their latest pledge not cancelled, in all (the web's progress: 0 to the pledge's amount).
 */
export interface TelegramPledgeAction {
  khatmId: string;
  action: "pledge" | "read";
  amount: number;
  user: TelegramPartAction["user"];
  locale: AvailableLocale | null;
  mail: MailContext;
}

/** The part mutation a Telegram action is, as the web's routes would make it (part-mutations.ts). */
export function telegramMutationOf(action: TelegramPartAction): PartMutation {
  const { viewer, reader } = telegramReaderOf(action.user);
  const base = { khatmId: action.khatmId, mail: action.mail, partNumbers: action.partNumbers, viewer };
  switch (action.action) {
    case "reserve":
      // No e-mail, so no reminder e-mail to ask for: the group's reminder names them instead.
      return { ...base, request: { kind: "reserve", reader, remind: false, locale: action.locale } };
    case "complete":
      return { ...base, request: { kind: "complete" } };
    case "cancel":
      return { ...base, request: { kind: "cancel" } };
  }
}

/**
 * The pledge change a Telegram action is, as the web's pledge routes would make it (routes/pledges.ts): a pledge
 * without an e-mail (so no confirmation and no reminder e-mail: the group's reminder names them), or a report on the
 * sender's latest pledge that is not cancelled (409 when they have none).
 */
export function telegramPledgeOf(db: Store, action: TelegramPledgeAction): PledgeChange {
  const { viewer, reader } = telegramReaderOf(action.user);
  if (action.action === "pledge") {
    const request = { kind: "pledge", reader, amount: action.amount, locale: action.locale, remind: false } as const;
    return { viewer, mail: action.mail, request };
  }
  const [latest] = db
    .select({ id: pledges.id })
    .from(pledges)
    .where(and(eq(pledges.keyHash, action.user.keyHash), isNull(pledges.cancelledAt)))
    .orderBy(desc(pledges.id))
    .limit(1)
    .all();
  if (!latest) throw new ApiException("CONFLICT", text("telegram.noPledge"));
  return { viewer, mail: action.mail, request: { kind: "progress", pledgeId: latest.id, done: action.amount } };
}

/** A command's division check: a counted recitation takes /pledge and /read, a khatm of parts /take, /done, /drop. */
export function requireTelegramKind(db: Store, kind: "parts" | "count"): void {
  const counted = isCountDivision(requireKhatm(db).division);
  if (kind === "parts" && counted) throw new ApiException("CONFLICT", text("telegram.takesPledges"));
  if (kind === "count" && !counted) throw new ApiException("CONFLICT", text("telegram.takesParts"));
}

/** The Telegram user as the viewer and the reader of their change: no e-mail, proven by their key. */
function telegramReaderOf(user: TelegramPartAction["user"]): { viewer: Viewer; reader: Reader } {
  const viewer: Viewer = {
    userId: null,
    email: null,
    name: user.name,
    readerKeyHash: user.keyHash,
    manageKeyHash: null,
  };
  return { viewer, reader: { id: null, name: user.name, email: null, anonymous: false } };
}
