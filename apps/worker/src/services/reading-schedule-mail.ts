import type { Locale, Translator } from "@khatm/i18n";
import { type MushafConfig, mushafJuzUrl } from "@khatm/schema/rules";
import type { Database } from "../db/client";
import type { KhatmRow } from "../db/schema";
import type { ReaderJuzs, ScheduleRun } from "../durable/reading-schedule-store";
import type { EmailMessage } from "../email";
import { inLanguage } from "../email/html";
import { recipientLanguages } from "../email/recipient-language";
import { reminderEmail, staleReleasedEmail, staleWarningEmail } from "../email/templates/reading-reminders";

/** The e-mails of a khatm's reading schedule, from what its object recorded as done (readers without e-mail get none). */
export interface ReaderMail {
  origin: string;
  /** The reader's language (email/recipient-language.ts). */
  languageOf: (reader: ReaderJuzs) => Promise<Translator>;
  /** The online mushaf of the "Read Juz N" links. */
  mushaf: MushafConfig;
  /** The reader's signed "Stop reminders" link. */
  stopLink: (email: string) => Promise<string>;
}

/**
 * Each reader's language (email/recipient-language.ts): their account's, else the one they reserved in, else the
 * khatm's creator's, else the requester's (none for the cron).
 */
export async function readerLanguages(
  db: Database,
  row: Pick<KhatmRow, "creatorLocale">,
  readers: readonly ReaderJuzs[],
  requester: Locale | null,
): Promise<ReaderMail["languageOf"]> {
  const languageOf = await recipientLanguages(
    db,
    readers.map((reader) => reader.email),
  );
  return (reader) => languageOf(reader.email, reader.locale, row.creatorLocale, requester);
}

/** The khatm's name as e-mails show it: a later round says which. */
export function roundName({ t }: Translator, row: Pick<KhatmRow, "name" | "round">): string {
  return row.round > 1 ? t("together.roundName", { name: row.name, round: row.round }) : row.name;
}

async function notice(row: KhatmRow, reader: ReaderJuzs, { origin, languageOf, mushaf }: ReaderMail) {
  const i18n = await languageOf(reader);
  return {
    to: reader.email,
    readerName: reader.name,
    khatmName: roundName(i18n, row),
    accessCode: row.accessCode,
    juzs: reader.juzs.map((juz) => ({
      number: juz.number,
      surahs: juz.surahs,
      readUrl: mushafJuzUrl(mushaf, juz.number, [i18n.locale]),
    })),
    origin,
    i18n,
  };
}

/** "Stop reminders", opening the page in the reader's language. */
const stopLink = async (reader: ReaderJuzs, mail: ReaderMail) =>
  inLanguage(await mail.stopLink(reader.email), (await mail.languageOf(reader)).locale);

const withEmail = (readers: readonly ReaderJuzs[]) => readers.filter((reader) => reader.email);

export async function scheduleMessages(run: ScheduleRun, mail: ReaderMail): Promise<EmailMessage[]> {
  const row = run.khatm;
  const staleDays = row.staleDays ?? 0;
  const each = (readers: readonly ReaderJuzs[], write: (reader: ReaderJuzs) => Promise<EmailMessage>) =>
    Promise.all(withEmail(readers).map(write));
  return [
    ...(await each(run.remind, async (reader) =>
      reminderEmail({ ...(await notice(row, reader, mail)), stopLink: await stopLink(reader, mail) }),
    )),
    ...(await each(run.warn, async (reader) => staleWarningEmail({ ...(await notice(row, reader, mail)), staleDays }))),
    ...(await each(run.release, async (reader) =>
      staleReleasedEmail({ ...(await notice(row, reader, mail)), staleDays }),
    )),
  ];
}

/** The creator's "Send a reminder", naming the creator. */
export async function sendReminderMessages(
  row: KhatmRow,
  readers: readonly ReaderJuzs[],
  mail: ReaderMail,
): Promise<EmailMessage[]> {
  return Promise.all(
    withEmail(readers).map(async (reader) =>
      reminderEmail({
        ...(await notice(row, reader, mail)),
        stopLink: await stopLink(reader, mail),
        fromCreator: row.creatorName,
      }),
    ),
  );
}
