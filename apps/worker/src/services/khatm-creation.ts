import type { Locale } from "@khatm/i18n";
import { JUZS, juzSurahRange } from "@khatm/juz-table";
import { READING_SCHEDULE } from "@khatm/schema/rules";
import type { Database } from "../db/client";
import type { Moderation } from "../db/listing-columns";
import { juzs, type KhatmRow, khatmSearchTerms, khatms } from "../db/schema";
import { searchTermsOf } from "../db/search-terms";
import { hashToken, randomToken } from "../lib/tokens";
import type { Reader } from "./juz-transitions";

export interface KhatmDraft {
  name: string;
  occasion: string | null;
  dedication: string | null;
  isPublic: boolean;
  /** The creator's account: the signed-in user, or the one found or made for the e-mail a signed-out creator typed. */
  creator: { id: number; name: string; email: string };
  /** The creator's language (their account's, else their browser's): the khatm's previews and e-mails use it. */
  locale: Locale | null;
  /** Whether the creator's address has signed in by magic link: until it has, a public khatm is not listed. */
  creatorConfirmed: boolean;
  /** A later round of a series (services/next-round.ts): its id, place, settings and the juz reserved for readers. */
  round?: NextRoundDraft;
}

export interface NextRoundDraft {
  id: string;
  seriesId: string;
  round: number;
  settings: Pick<KhatmRow, "reminderDays" | "staleDays" | "autoNextRound">;
  /** The last round's manage key (hashed) carries over, so the browser that managed it manages this one. */
  manageKeyHash: string;
  /** The last round's: a reported or hidden khatm does not return to the public list by starting a new round. */
  moderation: Moderation;
  /** Juz number → its reader (a rotation); the rest are available. */
  reservations: ReadonlyMap<number, Reader>;
}

export interface CreatedKhatm {
  khatm: KhatmRow;
  /** The secret that lets a browser manage the khatm without signing in. Only its hash is stored. (For a later round,
   * whose manage key is the last round's, an unused fresh one.) */
  manageKey: string;
}

/** Attempts before giving up on finding a free access code; with a million codes, only a nearly full space fails. */
const ACCESS_CODE_ATTEMPTS = 10;
const ACCESS_CODES = 1_000_000;

/**
 * Creates the khatm and its 30 juz (available, with their surah ranges) in D1's index, in one batch: D1 gives the juz
 * their ids and keeps the access code unique. The khatm's Durable Object takes them over on first touch
 * (durable/khatm-store.ts), writing the `created` activity there.
 * The 6-digit access code is random; a code already taken fails the batch on the unique index, and a new one is drawn.
 */
export async function createKhatm(
  db: Database,
  draft: KhatmDraft,
  nextAccessCode: () => string = randomAccessCode,
): Promise<CreatedKhatm> {
  const manageKey = randomToken();
  const manageKeyHash = draft.round?.manageKeyHash ?? (await hashToken(manageKey));
  for (let attempt = 1; ; attempt++) {
    const now = new Date();
    const { round } = draft;
    const reserved = round?.reservations.size ?? 0;
    const row: KhatmRow = {
      // 96 random bits: ids appear in links and API paths and must not be guessable.
      id: round?.id ?? randomToken(12),
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
      accessCode: nextAccessCode(),
      manageKeyHash,
      availableCount: JUZS.length - reserved,
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
    };
    try {
      await db.batch([
        db.insert(khatms).values(row),
        ...juzRowsInChunks(row.id, round?.reservations, row.createdAt).map((rows) => db.insert(juzs).values(rows)),
        ...searchTermRowsInChunks(row).map((rows) => db.insert(khatmSearchTerms).values(rows)),
      ]);
      return { khatm: row, manageKey };
    } catch (error) {
      if (attempt >= ACCESS_CODE_ATTEMPTS || !isAccessCodeTaken(error)) throw error;
    }
  }
}

/** D1 binds at most 100 parameters per statement; ten juz rows per INSERT stay well below. */
const JUZ_ROWS_PER_INSERT = 10;

function juzRowsInChunks(khatmId: string, reservations: ReadonlyMap<number, Reader> = new Map(), now = "") {
  const rows = JUZS.map((juz) => {
    const reader = reservations.get(juz.number);
    const base = { khatmId, number: juz.number, surahs: juzSurahRange(juz.number) };
    if (!reader) return base;
    const held = {
      readerId: reader.id,
      readerName: reader.name,
      readerEmail: reader.email,
      readerAnonymous: reader.anonymous,
      reservedAt: now,
    };
    return { ...base, status: "reserved" as const, ...held };
  });
  return inChunks(rows, JUZ_ROWS_PER_INSERT);
}

/** Three columns a row: 30 rows per INSERT stay below D1's 100 parameters. */
const TERM_ROWS_PER_INSERT = 30;

/** A public khatm's search terms (db/search-terms.ts); a private one is never searched. */
function searchTermRowsInChunks(khatm: KhatmRow) {
  if (!khatm.isPublic) return [];
  const rows = searchTermsOf(khatm).map((term) => ({ term, createdAt: khatm.createdAt, khatmId: khatm.id }));
  return inChunks(rows, TERM_ROWS_PER_INSERT);
}

/** `rows` in consecutive groups of at most `size`, one INSERT each. */
function inChunks<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/** A uniformly random 6-digit code ("000000" to "999999"), drawn without modulo bias. */
export function randomAccessCode(): string {
  const limit = Math.floor(2 ** 32 / ACCESS_CODES) * ACCESS_CODES;
  const word = new Uint32Array(1);
  let value: number;
  do value = crypto.getRandomValues(word)[0] ?? limit;
  while (value >= limit);
  return String(value % ACCESS_CODES).padStart(6, "0");
}

function isAccessCodeTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: khatms\.access_code/.test(cause.message)) return true;
  }
  return false;
}
