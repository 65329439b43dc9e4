import type { NextRoundResponse } from "@khatm/schema";
import { JUZ_COUNT, type NextRoundMode, rotatedJuz, sameText } from "@khatm/schema/rules";
import type { JuzRow } from "../db/schema";
import { khatmCoordinator, unwrap } from "../durable/khatm-coordinator";
import { languagesReservedIn } from "../durable/round-carry-over";
import type { RoundClaim, RoundStarter } from "../durable/rounds-coordinator";
import type { EmailMessage } from "../email";
import { recipientLanguages } from "../email/recipient-language";
import { reservationEmail } from "../email/templates/khatm-reservation";
import { roundInvitationEmail } from "../email/templates/next-round";
import type { Env } from "../env";
import { isConfirmed } from "./email-addresses";
import type { Reader } from "./juz-transitions";
import { createKhatm } from "./khatm-creation";
import { roundName } from "./reading-schedule-mail";
import type { Services } from "./services";

/**
 * The next round of a completed khatm (issue 17): a new khatm in the same series (same name, occasion, visibility,
 * creator, manage key and settings; round + 1). "invite" e-mails last round's readers the join link; "rotate"
 * reserves for each reader the juz after each one they read (30 → 1), which is a one-to-one map of juz numbers, so
 * readers never collide, and writes them with the khatm in one batch (all or nothing), then e-mails each reader.
 * Readers who stopped this khatm's reminders get no e-mail. The old khatm's object refuses a second start.
 */
export async function startNextRound(
  env: Pick<Env, "KHATM_COORDINATOR">,
  services: Pick<Services, "db" | "appOrigin" | "requesterLocale" | "i18n">,
  khatmId: string,
  starter: RoundStarter,
  mode: NextRoundMode,
): Promise<{ answer: NextRoundResponse; messages: EmailMessage[] }> {
  const coordinator = khatmCoordinator(env, khatmId);
  const claim = unwrap(await coordinator.claimNextRound(starter));
  const last = claim.khatm;
  const reservations = mode === "rotate" ? rotation(claim.juzs) : new Map<number, Reader>();
  const round = last.round + 1;
  let created: Awaited<ReturnType<typeof createKhatm>>;
  try {
    created = await createKhatm(services.db, {
      name: last.name,
      occasion: last.occasion,
      dedication: last.dedication,
      isPublic: last.isPublic,
      // Listed by the rules of any khatm (SECURITY.md "Abuse"): once the creator's address is confirmed, which it
      // may have been since the last round began; and never while the last round is reported or hidden.
      creatorConfirmed: last.creatorConfirmed || (await isConfirmed(services.db, last.creatorEmail)),
      creator: { id: last.creatorId, name: last.creatorName, email: last.creatorEmail },
      locale: last.creatorLocale,
      round: {
        id: claim.nextId,
        seriesId: last.seriesId ?? last.id,
        round,
        settings: last,
        manageKeyHash: last.manageKeyHash,
        moderation: last.moderation,
        reservations,
      },
    });
  } catch (error) {
    await coordinator.releaseNextRound(claim.nextId);
    throw error;
  }
  const { khatm } = created;
  if (mode === "rotate") await carryOverRotation(env, khatm.id, claim);
  const mailable = (email: string | null): email is string =>
    email !== null && !claim.stoppedEmails.some((stopped) => sameText(stopped, email));
  const readers = lastReaders(claim.juzs);
  const { appOrigin: origin } = services;
  // Each reader's language: their account's, else the one they reserved in last round, else the khatm's creator's,
  // else the requester's.
  const languages = await recipientLanguages(
    services.db,
    readers.flatMap((reader) => reader.email ?? []),
  );
  const reservedIn = languagesReservedIn(claim.juzs, claim.schedules);
  const languageOf = (email: string) =>
    languages(email, reservedIn(email), khatm.creatorLocale, services.requesterLocale);
  const messages = await Promise.all(
    mode === "rotate"
      ? readers
          .filter((reader) => mailable(reader.email))
          .map(async (reader) => {
            const i18n = await languageOf(reader.email ?? "");
            const numbers = reader.numbers.map((number) => rotatedJuz(number, JUZ_COUNT));
            const juzs = numbers
              .sort((a, b) => a - b)
              .map((number) => ({ number, surahs: surahsOf(claim.juzs, number) }));
            return reservationEmail({
              to: reader.email ?? "",
              readerName: reader.name,
              khatmName: roundName(i18n, khatm),
              dedication: khatm.dedication,
              accessCode: khatm.accessCode,
              juzs,
              reservedBy: khatm.creatorName,
              origin,
              i18n,
            });
          })
      : readers
          .filter((reader) => mailable(reader.email))
          .map(async (reader) =>
            roundInvitationEmail({
              to: reader.email ?? "",
              readerName: reader.name,
              creatorName: khatm.creatorName,
              khatmName: khatm.name,
              round,
              accessCode: khatm.accessCode,
              origin,
              i18n: await languageOf(reader.email ?? ""),
            }),
          ),
  );
  // Rotated: every reader has juz reserved (told by e-mail when they may be); invited: those e-mailed.
  const count = mode === "rotate" ? readers.length : messages.length;
  return {
    answer: {
      message: services.i18n.t("api.roundStarted", { round, mode, count }),
      id: khatm.id,
      accessCode: khatm.accessCode,
      round,
      readers: count,
    },
    messages,
  };
}

/** A khatm set to start its next round by itself, just completed: started after the answer, its e-mails sent. */
export async function startAutoRound(
  env: Pick<Env, "KHATM_COORDINATOR">,
  services: Pick<Services, "db" | "appOrigin" | "requesterLocale" | "i18n" | "mailer">,
  khatmId: string,
  mode: NextRoundMode,
): Promise<void> {
  try {
    const { messages } = await startNextRound(env, services, khatmId, { auto: mode }, mode);
    services.mailer.sendInBackground(messages);
  } catch (error) {
    console.error(`The next round of khatm ${khatmId} did not start`, error);
  }
}

/**
 * The rotated readers keep their reminder choice and language, each on the juz rotation gave them, and readers who
 * stopped reminders stay stopped. The round already stands: if this fails, it is logged and the readers are not
 * reminded (their juz and e-mails are unaffected).
 */
async function carryOverRotation(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string, claim: RoundClaim) {
  const schedules = claim.schedules.map((schedule) => ({
    ...schedule,
    number: rotatedJuz(schedule.number, JUZ_COUNT),
  }));
  try {
    unwrap(await khatmCoordinator(env, khatmId).takeOverRotation({ schedules, stoppedEmails: claim.stoppedEmails }));
  } catch (error) {
    console.error(`Khatm ${khatmId}: the rotated readers' reminder choices were not carried over`, error);
  }
}

/** Each juz the last round's readers read, moved on by one (30 → 1): juz number → reader. */
export function rotation(juzs: readonly JuzRow[]): Map<number, Reader> {
  const next = new Map<number, Reader>();
  for (const juz of juzs) {
    if (juz.status !== "completed" || !juz.readerName) continue;
    next.set(rotatedJuz(juz.number, JUZ_COUNT), {
      id: juz.readerId,
      name: juz.readerName,
      email: juz.readerEmail,
      anonymous: juz.readerAnonymous,
    });
  }
  return next;
}

/** The last round's readers (by e-mail, or by name for those without one) with the juz numbers each read. */
function lastReaders(juzs: readonly JuzRow[]) {
  const readers = new Map<string, { name: string; email: string | null; numbers: number[] }>();
  for (const juz of juzs) {
    if (juz.status !== "completed" || !juz.readerName) continue;
    const key = juz.readerEmail?.toLowerCase() ?? `name:${juz.readerName}`;
    const reader = readers.get(key) ?? { name: juz.readerName, email: juz.readerEmail, numbers: [] };
    reader.numbers.push(juz.number);
    readers.set(key, reader);
  }
  return [...readers.values()];
}

function surahsOf(juzs: readonly JuzRow[], number: number): string {
  return juzs.find((juz) => juz.number === number)?.surahs ?? "";
}
