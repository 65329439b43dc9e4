import { type NextRoundMode, partRowCountOf, rotatedJuz, sameText } from "@khatm/schema/rules";
import type { Env } from "../bindings";
import { database } from "../db/client";
import type { JuzRow, KhatmRow } from "../db/schema";
import { isConfirmed } from "../email/addresses";
import type { Reader } from "../rules/juz-transitions";
import { byReader, type ReaderJuzs } from "../rules/readers";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { createKhatm } from "./khatm-creation";
import { khatmCoordinator, unwrap } from "./khatm-object";
import type { RoundClaim } from "./rounds";

/**
 * The next round of a completed khatm: a new khatm in the same series (same name, occasion, visibility, creator,
 * manage key and settings; round + 1). "invite" e-mails last round's readers the join link; "rotate" reserves for
 * each reader the part after each one they read, in the same division (30 → 1), a one-to-one map of juz numbers, so readers never collide.
 * Readers who stopped this khatm's reminders get no e-mail.
 *
 * One step: the claim's transaction (rounds.ts) writes this as an effect of the old round's object, and delivery
 * makes the round under the id the claim chose, so a crash anywhere leaves a pending effect that the next attempt
 * finishes, and the id makes a repeated attempt find the round it already made instead of making a second.
 */
export interface MadeRound {
  khatm: KhatmRow;
  mode: NextRoundMode;
  /** Last round's readers (by the juz they read), and those of them to e-mail. */
  readers: ReaderJuzs[];
  mailable: ReaderJuzs[];
  juzs: JuzRow[];
}

/**
 * Makes the round through the one creation path (khatm-creation.ts; a repeated attempt finds the round it
 * made) and hands the rotated readers' choices to its object. The round counts as made once D1's index has it, so
 * the invitations' codes and links find it: until then this throws and the outbox tries again. Null when the new
 * round has been deleted meanwhile: nothing is left to do.
 */
export async function makeNextRound(env: Env, claim: RoundClaim, mode: NextRoundMode): Promise<MadeRound | null> {
  const created = await createRound(env, claim, mode);
  if (!created) return null;
  const { khatm } = created;
  if (!created.indexed) throw new Error(`Round ${khatm.round} (${khatm.id}) is made but not on D1's index yet`);
  if (mode === "rotate") {
    const schedules = claim.schedules.map((schedule) => ({
      ...schedule,
      number: rotatedJuz(schedule.number, partRowCountOf(khatm.division)),
    }));
    unwrap(await khatmCoordinator(env, khatm.id).takeOverRotation({ schedules, stoppedEmails: claim.stoppedEmails }));
  }
  return { khatm, mode, ...roundReadersOf(claim), juzs: claim.juzs };
}

/** Last round's readers, by the juz they read, and those of them to e-mail (not those who stopped reminders). */
export function roundReadersOf(claim: RoundClaim): { readers: ReaderJuzs[]; mailable: ReaderJuzs[] } {
  // Each reader's language, after their account's: the one they reserved in last round.
  const reservedIn = new Map(claim.schedules.map((schedule) => [schedule.number, schedule.locale]));
  const languages = new Map(claim.juzs.map((juz) => [juz.id, reservedIn.get(juz.number) ?? null]));
  const readers =
    claim.pledgers ??
    byReader(
      claim.juzs.filter((juz) => juz.status === "completed" && juz.readerName),
      languages,
    );
  const mailable = readers.filter(
    (reader) => reader.email && !claim.stoppedEmails.some((stopped) => sameText(stopped, reader.email)),
  );
  return { readers, mailable };
}

/** The round's e-mails, written into the old round's outbox by the step that finishes the round. */
export function mailRound(change: Change, context: MailContext, made: MadeRound): void {
  const { khatm } = made;
  for (const reader of made.mailable) {
    const mailReader = { email: reader.email, name: reader.name, locale: reader.locale };
    // A counted recitation has no parts to rotate: its readers are invited to pledge again.
    if (made.mode === "rotate" && reader.juzs.length) {
      const juzs = reader.juzs
        .map((juz) => rotatedJuz(juz.number, partRowCountOf(khatm.division)))
        .sort((a, b) => a - b)
        .map((number) => ({ number, surahs: surahsOf(made.juzs, number) }));
      change.mail(context, { type: "roundReservation", khatm, reader: mailReader, juzs });
    } else change.mail(context, { type: "roundInvitation", khatm, reader: mailReader, round: khatm.round });
  }
}

async function createRound(env: Env, claim: RoundClaim, mode: NextRoundMode) {
  const last = claim.khatm;
  const db = database(env.DB);
  return createKhatm(env, {
    id: claim.nextId,
    name: last.name,
    occasion: last.occasion,
    dedication: last.dedication,
    isPublic: last.isPublic,
    division: last.division,
    target: last.target,
    recitation: last.recitation,
    // Listed by the rules of any khatm (SECURITY.md "Abuse"): once the creator's address is confirmed, which it
    // may have been since the last round began; and never while the last round is reported or hidden.
    creatorConfirmed: last.creatorConfirmed || (await isConfirmed(db, last.creatorEmail)),
    creator: { id: last.creatorId, name: last.creatorName, email: last.creatorEmail },
    locale: last.creatorLocale,
    organizers: claim.organizers ?? [],
    round: {
      seriesId: last.seriesId ?? last.id,
      round: last.round + 1,
      settings: last,
      manageKeyHash: last.manageKeyHash,
      moderation: last.moderation,
      reservations: mode === "rotate" ? rotation(claim.juzs, partRowCountOf(last.division)) : new Map<number, Reader>(),
    },
  });
}

/** Each part the last round's readers read, moved on by one in the same division (30 → 1, 604 → 1): number → reader. */
export function rotation(juzs: readonly JuzRow[], partCount: number): Map<number, Reader> {
  const next = new Map<number, Reader>();
  for (const juz of juzs) {
    if (juz.status !== "completed" || !juz.readerName) continue;
    next.set(rotatedJuz(juz.number, partCount), {
      id: juz.readerId,
      name: juz.readerName,
      email: juz.readerEmail,
      anonymous: juz.readerAnonymous,
    });
  }
  return next;
}

function surahsOf(juzs: readonly JuzRow[], number: number): string {
  return juzs.find((juz) => juz.number === number)?.surahs ?? "";
}
