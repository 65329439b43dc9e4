import type { Translator } from "@khatm/i18n";
import { type MushafConfig, mushafJuzUrl } from "@khatm/schema/rules";
import type { KhatmRow } from "../db/schema";
import type { ReaderJuzs, ScheduleRun } from "../durable/reading-schedule-store";
import type { EmailMessage } from "../email";
import { reminderEmail, staleReleasedEmail, staleWarningEmail } from "../email/templates/reading-reminders";

/** The e-mails of a khatm's reading schedule, from what its object recorded as done (readers without e-mail get none). */
export interface ReaderMail {
  origin: string;
  i18n: Translator;
  /** The online mushaf of the "Read Juz N" links. */
  mushaf: MushafConfig;
  /** The reader's signed "Stop reminders" link. */
  stopLink: (email: string) => Promise<string>;
}

/** The khatm's name as e-mails show it: a later round says which. */
export function roundName({ t }: Translator, row: Pick<KhatmRow, "name" | "round">): string {
  return row.round > 1 ? t("together.roundName", { name: row.name, round: row.round }) : row.name;
}

function notice(row: KhatmRow, reader: ReaderJuzs, { origin, i18n, mushaf }: ReaderMail) {
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

const withEmail = (readers: readonly ReaderJuzs[]) => readers.filter((reader) => reader.email);

export async function scheduleMessages(run: ScheduleRun, mail: ReaderMail): Promise<EmailMessage[]> {
  const row = run.khatm;
  const staleDays = row.staleDays ?? 0;
  const reminders = await Promise.all(
    withEmail(run.remind).map(async (reader) =>
      reminderEmail({ ...notice(row, reader, mail), stopLink: await mail.stopLink(reader.email) }),
    ),
  );
  return [
    ...reminders,
    ...withEmail(run.warn).map((reader) => staleWarningEmail({ ...notice(row, reader, mail), staleDays })),
    ...withEmail(run.release).map((reader) => staleReleasedEmail({ ...notice(row, reader, mail), staleDays })),
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
        ...notice(row, reader, mail),
        stopLink: await mail.stopLink(reader.email),
        fromCreator: row.creatorName,
      }),
    ),
  );
}
