import { mushafJuzUrl } from "@khatm/schema/rules";
import type { JuzRow, KhatmRow } from "../db/schema";
import type { EmailMessage } from "../email";
import { completionEmail } from "../email/templates/khatm-completion";
import { khatmCreatedEmail } from "../email/templates/khatm-created";
import { fullyCompletedEmail, fullyReservedEmail } from "../email/templates/khatm-milestones";
import { reservationEmail } from "../email/templates/khatm-reservation";
import type { JuzMutationResult } from "./juz-mutations";
import type { Reader } from "./juz-transitions";
import type { Services } from "./services";

/** Where the e-mails' links lead (the app, the online mushaf of "Read Juz N") and the language they are written in. */
type MailContext = Pick<Services, "appOrigin" | "i18n" | "mushaf">;

// The e-mails that follow khatm changes; the routes send them after the answer (mailer.sendInBackground).

export function khatmCreatedMessages(
  khatm: KhatmRow,
  manageKey: string,
  { appOrigin: origin, i18n }: MailContext,
): EmailMessage[] {
  return [
    khatmCreatedEmail({
      to: khatm.creatorEmail,
      creatorName: khatm.creatorName,
      khatmName: khatm.name,
      accessCode: khatm.accessCode,
      manageKey,
      origin,
      i18n,
    }),
  ];
}

/**
 * After a reservation (by the reader, or by the creator for them) or a transfer: the reader's confirmation of the
 * juz that became theirs, each with its "Read Juz N" link (none for a repeated request, nor for a reader without
 * e-mail), and the creator's milestone e-mails.
 */
export function reservationMessages(
  result: JuzMutationResult,
  reader: Reader,
  context: MailContext,
  reservedBy?: string,
): EmailMessage[] {
  const { khatm } = result;
  const newlyHeld = result.juzs.filter((juz) => result.changedNumbers.includes(juz.number));
  const messages = milestoneMessages(result, context);
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
        // In the language of the e-mail.
        readUrl: mushafJuzUrl(context.mushaf, juz.number, [context.i18n.locale]),
      })),
      reservedBy,
      origin: context.appOrigin,
      i18n: context.i18n,
    }),
    ...messages,
  ];
}

/** The creator's e-mails when the khatm has just become fully reserved or fully completed. */
export function milestoneMessages(
  { khatm, milestones }: Pick<JuzMutationResult, "khatm" | "milestones">,
  { appOrigin: origin, i18n }: MailContext,
): EmailMessage[] {
  const details = {
    to: khatm.creatorEmail,
    creatorName: khatm.creatorName,
    khatmName: khatm.name,
    dedication: khatm.dedication,
    accessCode: khatm.accessCode,
    origin,
    i18n,
  };
  return [
    ...(milestones.fullyReserved ? [fullyReservedEmail(details)] : []),
    ...(milestones.fullyCompleted ? [fullyCompletedEmail(details)] : []),
  ];
}

/** Every reader who took part, once per khatm, when its last juz is completed (see claimCompletionNotice). */
export function completionMessages(
  { khatm, completionNotice }: JuzMutationResult,
  { appOrigin: origin, i18n }: MailContext,
): EmailMessage[] {
  if (!completionNotice) return [];
  return completionNotice.readers.map((reader) =>
    completionEmail({
      to: reader.email,
      readerName: reader.name,
      khatmName: khatm.name,
      dedication: khatm.dedication,
      accessCode: khatm.accessCode,
      origin,
      i18n,
    }),
  );
}
