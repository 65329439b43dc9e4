import type { Locale } from "@khatm/i18n";
import { mushafJuzUrl } from "@khatm/schema/rules";
import type { JuzRow, KhatmRow } from "../db/schema";
import type { EmailMessage } from "../email";
import { recipientLanguages } from "../email/recipient-language";
import { completionEmail } from "../email/templates/khatm-completion";
import { khatmCreatedEmail } from "../email/templates/khatm-created";
import { fullyCompletedEmail, fullyReservedEmail } from "../email/templates/khatm-milestones";
import { reservationEmail } from "../email/templates/khatm-reservation";
import type { JuzMutationResult } from "./juz-mutations";
import type { Reader } from "./juz-transitions";
import type { Services } from "./services";

/**
 * Where the e-mails' links lead (the app, the online mushaf of "Read Juz N"), and what decides their languages: the
 * recipients' accounts (db) and the requester's language (`requesterLocale`, null when their browser names none).
 */
type MailContext = Pick<Services, "appOrigin" | "mushaf" | "db" | "requesterLocale">;

// The e-mails that follow khatm changes; the routes send them after the answer (mailer.sendInBackground), each in
// its recipient's language (email/recipient-language.ts): about a khatm, after the recipient's account language come
// the language the reader reserved in (when this request is theirs) and the khatm's creator's.

/** The translator of each recipient of e-mails about `khatm`. */
async function languagesAbout(khatm: KhatmRow, emails: readonly string[], context: MailContext) {
  const languageOf = await recipientLanguages(context.db, emails);
  return (email: string, reservedIn?: Locale | null) =>
    languageOf(email, reservedIn, khatm.creatorLocale, context.requesterLocale);
}

export async function khatmCreatedMessages(
  khatm: KhatmRow,
  manageKey: string,
  context: MailContext,
): Promise<EmailMessage[]> {
  const languageOf = await languagesAbout(khatm, [khatm.creatorEmail], context);
  return [
    khatmCreatedEmail({
      to: khatm.creatorEmail,
      creatorName: khatm.creatorName,
      khatmName: khatm.name,
      accessCode: khatm.accessCode,
      manageKey,
      origin: context.appOrigin,
      i18n: await languageOf(khatm.creatorEmail),
    }),
  ];
}

/**
 * After a reservation (by the reader, or by the creator for them) or a transfer: the reader's confirmation of the
 * juz that became theirs, each with its "Read Juz N" link (none for a repeated request, nor for a reader without
 * e-mail), and the creator's milestone e-mails. A reader who reserved themself did it in the requester's language.
 */
export async function reservationMessages(
  result: JuzMutationResult,
  reader: Reader,
  context: MailContext,
  reservedBy?: string,
): Promise<EmailMessage[]> {
  const { khatm } = result;
  const newlyHeld = result.juzs.filter((juz) => result.changedNumbers.includes(juz.number));
  const messages = await milestoneMessages(result, context);
  if (!reader.email || newlyHeld.length === 0) return messages;
  const languageOf = await languagesAbout(khatm, [reader.email], context);
  const i18n = await languageOf(reader.email, reservedBy ? null : context.requesterLocale);
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
        readUrl: mushafJuzUrl(context.mushaf, juz.number, [i18n.locale]),
      })),
      reservedBy,
      origin: context.appOrigin,
      i18n,
    }),
    ...messages,
  ];
}

/** The creator's e-mails when the khatm has just become fully reserved or fully completed. */
export async function milestoneMessages(
  { khatm, milestones }: Pick<JuzMutationResult, "khatm" | "milestones">,
  context: MailContext,
): Promise<EmailMessage[]> {
  if (!milestones.fullyReserved && !milestones.fullyCompleted) return [];
  const languageOf = await languagesAbout(khatm, [khatm.creatorEmail], context);
  const details = {
    to: khatm.creatorEmail,
    creatorName: khatm.creatorName,
    khatmName: khatm.name,
    dedication: khatm.dedication,
    accessCode: khatm.accessCode,
    origin: context.appOrigin,
    i18n: await languageOf(khatm.creatorEmail),
  };
  return [
    ...(milestones.fullyReserved ? [fullyReservedEmail(details)] : []),
    ...(milestones.fullyCompleted ? [fullyCompletedEmail(details)] : []),
  ];
}

/** Every reader who took part, once per khatm, when its last juz is completed (see claimCompletionNotice). */
export async function completionMessages(
  { khatm, completionNotice }: JuzMutationResult,
  context: MailContext,
): Promise<EmailMessage[]> {
  if (!completionNotice) return [];
  const { readers } = completionNotice;
  const languageOf = await languagesAbout(
    khatm,
    readers.map((reader) => reader.email),
    context,
  );
  return Promise.all(
    readers.map(async (reader) =>
      completionEmail({
        to: reader.email,
        readerName: reader.name,
        khatmName: khatm.name,
        dedication: khatm.dedication,
        accessCode: khatm.accessCode,
        origin: context.appOrigin,
        i18n: await languageOf(reader.email, reader.locale),
      }),
    ),
  );
}
