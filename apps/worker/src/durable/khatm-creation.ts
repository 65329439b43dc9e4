import type { Locale } from "@khatm/i18n";
import { partSurahRange, partsOf } from "@khatm/juz-table";
import type { CreatedEmailState } from "@khatm/schema";
import {
  DEFAULT_DIVISION,
  isCountDivision,
  type KhatmDivision,
  khatmTotalOf,
  partDivisionOf,
  READING_SCHEDULE,
} from "@khatm/schema/rules";
import type { Env } from "../bindings";
import { database } from "../db/client";
import { claimKhatm, juzIdOf, type KhatmClaim } from "../db/khatm-claims";
import type { JuzRow, KhatmRow } from "../db/schema";
import { hashToken, randomToken } from "../lib/tokens";
import type { Reader } from "../rules/juz-transitions";
import type { Moderation } from "../rules/listing";
import type { MailContext } from "./effect-intents";
import { khatmCoordinator, unwrap } from "./khatm-object";
import type { OrganizerEntry } from "./schema";

export interface KhatmDraft {
  /** The khatm's id: a later round's was chosen when it was claimed (durable/rounds.ts); else a new random one. */
  id?: string;
  name: string;
  occasion: string | null;
  dedication: string | null;
  isPublic: boolean;
  /** How the khatm is shared out: juz (the spec's 30, the default), hizb, quarter, page or surah. A later round keeps
   * its series'. */
  division?: KhatmDivision;
  /** A counted recitation's target and words (issue 25): required for a count, null otherwise. */
  target?: number | null;
  recitation?: string | null;
  /** The creator's account: the signed-in user, or the one found or made for the e-mail a signed-out creator typed. */
  creator: { id: number; name: string; email: string };
  /** The creator's language (their account's, else their browser's): the khatm's previews and e-mails use it. */
  locale: Locale | null;
  /** Whether the creator's address has signed in by magic link: until it has, a public khatm is not listed. */
  creatorConfirmed: boolean;
  /** A later round of a series (durable/next-round.ts): its place, settings and the juz reserved for readers. */
  round?: NextRoundDraft;
  /** Where the creator's "created" e-mail points, in the request's language; a later round sends none. */
  welcome?: MailContext;
  /** The date (YYYY-MM-DD, UTC) it means to be finished by (issue 37); a later round has none of its own. */
  finishBy?: string | null;
  /** A later round's co-organizers: the last round's. */
  organizers?: OrganizerEntry[];
}

export interface NextRoundDraft {
  seriesId: string;
  round: number;
  settings: Pick<KhatmRow, "reminderDays" | "staleDays" | "autoNextRound">;
  /** The last round's manage key (hashed) carries over, so the browser that managed it manages this one. */
  manageKeyHash: string;
  /** The last round's: a reported or hidden khatm does not return to the public list by starting a new round. */
  moderation: Moderation;
  /** Part number → its reader (a rotation); the rest are available. */
  reservations: ReadonlyMap<number, Reader>;
}

export interface CreatedKhatm {
  khatm: KhatmRow;
  /** The secret that lets a browser manage the khatm without signing in. Only its hash is stored. (For a later round,
   * whose manage key is the last round's, an unused fresh one.) */
  manageKey: string;
  /** Whether D1's index has it yet: it normally does when this answers; if D1 was down, the khatm's alarm retries. */
  indexed: boolean;
  /** How the creator's "created" e-mail went by now (durable/created-email.ts); undefined for a later round. */
  createdEmail: CreatedEmailState | undefined;
}

/**
 * Creates a khatm, in its Durable Object first. Two steps, each safe to repeat:
 * 1. claim its id in D1 (db/khatm-claims.ts): a free random 6-digit access code, and the number its juz ids derive
 *    from. A repeated claim of the same id finds the same code and number.
 * 2. the object creates the khatm as its first change (durable/creation.ts): its 30 juz (available, with their surah
 *    ranges, or reserved for a rotated round's readers), the feed's first entries and the creator's "created" e-mail
 *    as an effect; D1's index (khatm row, juz rows, search terms) follows from the object's outbox like every other
 *    change, written before the object answers unless D1 fails.
 * A worker that dies between the two leaves a claim nothing points to: one code of a million out of use, no khatm,
 * no e-mail promised to anyone (the creator got no answer and creates again, with a new id). A next round's retry
 * claims the same id again, so it finishes the round it began. Answers null when the id's khatm was deleted since
 * (only a next round's retry can meet that).
 */
export async function createKhatm(
  env: Pick<Env, "DB" | "KHATM_COORDINATOR">,
  draft: KhatmDraft,
  nextAccessCode: () => string = randomAccessCode,
): Promise<CreatedKhatm | null> {
  const manageKey = randomToken();
  // 96 random bits: ids appear in links and API paths and must not be guessable.
  const id = draft.id ?? randomToken(12);
  const claim = await claimKhatm(database(env.DB), id, nextAccessCode);
  if (!claim) return null;
  const khatm = khatmRow(draft, id, claim, draft.round?.manageKeyHash ?? (await hashToken(manageKey)));
  const welcome = draft.welcome ? { manageKey, context: draft.welcome } : null;
  const juzs = partRows(claim, khatm, draft.round?.reservations);
  const organizers = draft.organizers ?? [];
  const made = unwrap(await khatmCoordinator(env, id).create({ khatm, juzs, welcome, organizers }));
  return made && { khatm: made.khatm, manageKey, indexed: made.indexed, createdEmail: made.createdEmail };
}

function khatmRow(draft: KhatmDraft, id: string, claim: KhatmClaim, manageKeyHash: string): KhatmRow {
  const now = new Date();
  const { round, division = DEFAULT_DIVISION } = draft;
  const reserved = round?.reservations.size ?? 0;
  const count = isCountDivision(division);
  // A count's counts are its recitations: all of its target free to pledge at first (change.ts recounts them).
  const target = count ? (draft.target ?? null) : null;
  return {
    id,
    name: draft.name,
    occasion: draft.occasion,
    dedication: draft.dedication,
    creatorId: draft.creator.id,
    creatorName: draft.creator.name,
    creatorEmail: draft.creator.email,
    creatorLocale: draft.locale,
    isPublic: draft.isPublic,
    createdAt: now.toISOString(),
    uniqueId: `khatm-${now.getTime()}-${randomToken(6)}`,
    accessCode: claim.accessCode,
    manageKeyHash,
    division,
    target,
    recitation: count ? (draft.recitation ?? null) : null,
    availableCount: khatmTotalOf({ division, target }) - reserved,
    reservedCount: reserved,
    completedCount: 0,
    version: 0,
    creatorConfirmed: draft.creatorConfirmed,
    moderation: round?.moderation ?? "none",
    seriesId: round?.seriesId ?? null,
    round: round?.round ?? 1,
    reminderDays: round?.settings.reminderDays ?? READING_SCHEDULE.reminderDaysDefault,
    staleDays: round?.settings.staleDays ?? null,
    autoNextRound: round?.settings.autoNextRound ?? "off",
    nextDueAt: null,
    finishBy: draft.finishBy ?? null,
  };
}

/**
 * The khatm's parts (its 30 juz, or its division's parts), with ids from the claim: available, or reserved for the
 * reader a rotated round gives them.
 */
function partRows(claim: KhatmClaim, khatm: KhatmRow, reservations: ReadonlyMap<number, Reader> = new Map()) {
  const { id: khatmId, createdAt: now } = khatm;
  const division = partDivisionOf(khatm.division);
  // A counted recitation has no parts: its readers pledge counts (durable/pledges.ts).
  if (!division) return [];
  return partsOf(division).map((part): JuzRow => {
    const reader = reservations.get(part.number);
    return {
      id: juzIdOf(claim, part.number),
      khatmId,
      number: part.number,
      surahs: partSurahRange(division, part.number),
      status: reader ? "reserved" : "available",
      readerId: reader?.id ?? null,
      readerName: reader?.name ?? null,
      readerEmail: reader?.email ?? null,
      readerAnonymous: reader?.anonymous ?? false,
      reservedAt: reader ? now : null,
      completedAt: null,
      // A rotated round's reader holds the part by their e-mail; no browser's key has reserved it yet.
      holderKeyHash: null,
    };
  });
}

const ACCESS_CODES = 1_000_000;

/** A uniformly random 6-digit code ("000000" to "999999"), drawn without modulo bias. */
export function randomAccessCode(): string {
  const limit = Math.floor(2 ** 32 / ACCESS_CODES) * ACCESS_CODES;
  const word = new Uint32Array(1);
  let value: number;
  do value = crypto.getRandomValues(word)[0] ?? limit;
  while (value >= limit);
  return String(value % ACCESS_CODES).padStart(6, "0");
}
