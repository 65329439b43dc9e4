import { type MushafConfig, mushafJuzUrl } from "@khatm/schema/rules";
import type { JuzRow, KhatmRow } from "../db/schema";
import type { EmailMessage } from "../email";
import { completionEmail } from "../email/templates/khatm-completion";
import { khatmCreatedEmail } from "../email/templates/khatm-created";
import { fullyCompletedEmail, fullyReservedEmail } from "../email/templates/khatm-milestones";
import { reservationEmail } from "../email/templates/khatm-reservation";
import type { JuzMutationResult } from "./juz-mutations";
import type { Reader } from "./juz-transitions";

// The e-mails that follow khatm changes; the routes send them after the answer (mailer.sendInBackground).

export function khatmCreatedMessages(khatm: KhatmRow, manageKey: string, origin: string): EmailMessage[] {
  return [
    khatmCreatedEmail({
      to: khatm.creatorEmail,
      creatorName: khatm.creatorName,
      khatmName: khatm.name,
      accessCode: khatm.accessCode,
      manageKey,
      origin,
    }),
  ];
}

/** Where e-mails link to: the web app, and the online mushaf of "Read Juz N". */
export interface EmailLinks {
  origin: string;
  mushaf: MushafConfig;
}

/**
 * After a reservation (by the reader, or by the creator for them) or a transfer: the reader's confirmation of the
 * juz that became theirs, each with its "Read Juz N" link (none for a repeated request, nor for a reader without
 * e-mail), and the creator's milestone e-mails.
 */
export function reservationMessages(
  result: JuzMutationResult,
  reader: Reader,
  { origin, mushaf }: EmailLinks,
  reservedBy?: string,
): EmailMessage[] {
  const { khatm } = result;
  const newlyHeld = result.juzs.filter((juz) => result.changedNumbers.includes(juz.number));
  const messages = milestoneMessages(result, origin);
  if (!reader.email || newlyHeld.length === 0) return messages;
  return [
    reservationEmail({
      to: reader.email,
      readerName: reader.name,
      khatmName: khatm.name,
      dedication: khatm.dedication,
      accessCode: khatm.accessCode,
      juzs: newlyHeld.map((juz: JuzRow) => ({
        number: juz.number,
        surahs: juz.surahs,
        // The reader's language is not known here: the site's default.
        readUrl: mushafJuzUrl(mushaf, juz.number),
      })),
      reservedBy,
      origin,
    }),
    ...messages,
  ];
}

/** The creator's e-mails when the khatm has just become fully reserved or fully completed. */
export function milestoneMessages(
  { khatm, milestones }: Pick<JuzMutationResult, "khatm" | "milestones">,
  origin: string,
): EmailMessage[] {
  const details = {
    to: khatm.creatorEmail,
    creatorName: khatm.creatorName,
    khatmName: khatm.name,
    dedication: khatm.dedication,
    accessCode: khatm.accessCode,
    origin,
  };
  return [
    ...(milestones.fullyReserved ? [fullyReservedEmail(details)] : []),
    ...(milestones.fullyCompleted ? [fullyCompletedEmail(details)] : []),
  ];
}

/** Every reader who took part, once per khatm, when its last juz is completed (see claimCompletionNotice). */
export function completionMessages({ khatm, completionNotice }: JuzMutationResult, origin: string): EmailMessage[] {
  if (!completionNotice) return [];
  return completionNotice.readers.map((reader) =>
    completionEmail({
      to: reader.email,
      readerName: reader.name,
      khatmName: khatm.name,
      dedication: khatm.dedication,
      accessCode: khatm.accessCode,
      origin,
    }),
  );
}
