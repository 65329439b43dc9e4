import { type AvailableLocale, firstAvailable, type Translator } from "@khatm/i18n";
import { partByNumber, partGroups, partLabel, partSurahRange } from "@khatm/juz-table";
import { type Division, isCountDivision, type MushafConfig, mushafPartUrl, partDivisionOf } from "@khatm/schema/rules";
import type { Env } from "../bindings";
import { database } from "../db/client";
import type { KhatmRow } from "../db/schema";
import type { EmailMessage } from "../email";
import { recipientLanguages } from "../email/recipient-language";
import { completionEmail } from "../email/templates/khatm-completion";
import { khatmCreatedEmail } from "../email/templates/khatm-created";
import { fullyCompletedEmail, fullyReservedEmail } from "../email/templates/khatm-milestones";
import { khatmReportedEmail } from "../email/templates/khatm-reported";
import { reservationEmail } from "../email/templates/khatm-reservation";
import { roundInvitationEmail } from "../email/templates/next-round";
import { finishByNoticeEmail, organizerInvitationEmail } from "../email/templates/organizers";
import { countCompletionEmail, pledgeEmail, pledgeReminderEmail } from "../email/templates/pledge";
import { reminderEmail, staleReleasedEmail, staleWarningEmail } from "../email/templates/reading-reminders";
import { emailOrigin } from "../lib/deployment";
import { translatorFor } from "../lib/i18n";
import { mushafConfig } from "../lib/mushaf";
import { reviewLink } from "../lib/review-links";
import { linkSecret } from "../lib/signed-links";
import type { MailIntent } from "./effect-intents";

/** What wording an intent needs besides itself: the bindings, and the khatm's signed "Stop reminders" link. */
export interface RenderContext {
  env: Env;
  stopRemindersLink: (email: string, locale: AvailableLocale) => Promise<string>;
}

/**
 * The e-mail an intent stands for, in its recipient's language (email/recipient-language.ts): their account's, else
 * the language they reserved in, else the khatm's creator's, else the requester's. The operator's report is in the
 * requester's language (the operator has no account language).
 */
export async function renderMail(intent: MailIntent, context: RenderContext): Promise<EmailMessage> {
  const { env } = context;
  // Outside development the links go to APP_ORIGIN, whatever origin the change's request came to (or none is sent).
  const origin = emailOrigin(env, intent.origin);
  if (intent.type === "report") return renderReport({ ...intent, origin }, env);
  const to = recipientOf(intent);
  const languageOf = await recipientLanguages(database(env.DB), [to]);
  const i18n = await languageOf(to, knownLanguage(intent), intent.khatm.creatorLocale, intent.requester);
  const { khatm } = intent;
  const mushaf = mushafConfig(env);
  switch (intent.type) {
    case "created":
      return khatmCreatedEmail({
        to,
        creatorName: khatm.creatorName,
        khatmName: khatm.name,
        accessCode: khatm.accessCode,
        manageKey: intent.manageKey,
        origin,
        i18n,
      });
    case "reservation":
    case "roundReservation":
      return reservationEmail({
        to,
        readerName: intent.reader.name,
        // A rotated round's e-mail names its round, and leaves reading links to the khatm's page.
        khatmName: intent.type === "reservation" ? khatm.name : roundName(i18n, khatm),
        dedication: khatm.dedication,
        accessCode: khatm.accessCode,
        juzs: withReadLinks(intent.juzs, partsOf(khatm), mushaf, i18n, intent.type === "reservation"),
        reservedBy: intent.type === "reservation" ? intent.reservedBy : khatm.creatorName,
        accountCreated: intent.type === "reservation" && intent.accountCreated === true,
        origin,
        i18n,
        division: partsOf(khatm),
      });
    case "pledge":
      return pledgeEmail({
        to,
        readerName: intent.reader.name,
        khatm,
        amount: intent.amount,
        pledgedBy: intent.pledgedBy,
        origin,
        i18n,
      });
    case "pledgeReminder":
      return pledgeReminderEmail({
        to,
        readerName: intent.reader.name,
        khatm,
        pledges: intent.reader.pledges,
        fromCreator: intent.fromCreator,
        stopLink: await context.stopRemindersLink(to, i18n.locale),
        origin,
        i18n,
      });
    case "countCompletion":
      return countCompletionEmail({ to, readerName: intent.reader.name, khatm, origin, i18n });
    case "fullyReserved":
    case "fullyCompleted": {
      const details = {
        to,
        creatorName: khatm.creatorName,
        khatmName: khatm.name,
        dedication: khatm.dedication,
        accessCode: khatm.accessCode,
        origin,
        i18n,
        ...(isCountDivision(khatm.division)
          ? { count: { target: khatm.target ?? 0, recitation: khatm.recitation ?? "" } }
          : { division: partsOf(khatm) }),
      };
      return intent.type === "fullyReserved" ? fullyReservedEmail(details) : fullyCompletedEmail(details);
    }
    case "completion":
      return completionEmail({
        to,
        readerName: intent.reader.name,
        khatmName: khatm.name,
        dedication: khatm.dedication,
        accessCode: khatm.accessCode,
        origin,
        i18n,
        division: partsOf(khatm),
      });
    case "roundInvitation":
      return roundInvitationEmail({
        to,
        readerName: intent.reader.name,
        creatorName: khatm.creatorName,
        khatmName: khatm.name,
        round: intent.round,
        accessCode: khatm.accessCode,
        origin,
        i18n,
        division: khatm.division,
      });
    case "organizerInvitation":
      return organizerInvitationEmail({
        to,
        invitedBy: intent.invitedBy,
        khatmName: khatm.name,
        accessCode: khatm.accessCode,
        origin,
        i18n,
      });
    case "finishByNotice":
      return finishByNoticeEmail({
        to,
        khatm,
        free: intent.free,
        daysLeft: intent.daysLeft,
        origin,
        i18n,
      });
    case "reminder":
    case "staleWarning":
    case "staleReleased": {
      const notice = {
        to,
        readerName: intent.reader.name,
        khatmName: roundName(i18n, khatm),
        accessCode: khatm.accessCode,
        juzs: withReadLinks(intent.reader.juzs, partsOf(khatm), mushaf, i18n, true),
        origin,
        i18n,
        division: partsOf(khatm),
      };
      if (intent.type !== "reminder") {
        const stale = intent.type === "staleWarning" ? staleWarningEmail : staleReleasedEmail;
        return stale({ ...notice, staleDays: khatm.staleDays ?? 0 });
      }
      const stopLink = await context.stopRemindersLink(to, i18n.locale);
      return reminderEmail({ ...notice, stopLink, fromCreator: intent.fromCreator });
    }
  }
}

/** Who an e-mail goes to: the creator (their notices and milestones) or the reader. */
export function recipientOf(intent: Exclude<MailIntent, { type: "report" }>): string {
  switch (intent.type) {
    case "created":
    case "fullyReserved":
    case "fullyCompleted":
      return intent.khatm.creatorEmail;
    case "reservation":
      return intent.reader.email ?? "";
    case "organizerInvitation":
    case "finishByNotice":
      return intent.to;
    default:
      return intent.reader.email;
  }
}

/** The language the context knows its recipient reads (the one they reserved in), if any. */
export function knownLanguage(intent: Exclude<MailIntent, { type: "report" }>) {
  switch (intent.type) {
    case "reservation":
      return intent.reservedIn;
    case "created":
    case "fullyReserved":
    case "fullyCompleted":
    case "organizerInvitation":
    case "finishByNotice":
      return null;
    default:
      return intent.reader.locale;
  }
}

/**
 * Each part's "Read Juz N" ("Read Page 300") link, in the language of the e-mail (a rotated round's e-mail has none);
 * a part of a khatm not divided by juz is named in its division's words, and its surahs in the e-mail's language too
 * (Arabic script in ar and ur, issue 39): the stored `surahs` are the API's English words.
 */
function withReadLinks(
  juzs: ReadonlyArray<{ number: number }>,
  division: Division,
  mushaf: MushafConfig,
  i18n: Translator,
  links: boolean,
) {
  return juzs.map(({ number }) => {
    const juz = partGroups(division).find((group) => group.numbers.includes(number))?.juz ?? number;
    const place = { division, number, start: partByNumber(division, number).start, juz };
    return {
      number,
      surahs: partSurahRange(division, number, i18n.locale),
      ...(division === "juz" ? {} : { label: partLabel(i18n, division, number) }),
      ...(links ? { readUrl: mushafPartUrl(mushaf, place, [i18n.locale]) } : {}),
    };
  });
}

async function renderReport(intent: Extract<MailIntent, { type: "report" }>, env: Env): Promise<EmailMessage> {
  const secret = linkSecret(env);
  const { khatm, origin, reviewNonce } = intent;
  return khatmReportedEmail({
    to: intent.to,
    khatmName: khatm.name,
    accessCode: khatm.accessCode,
    reason: intent.reason,
    details: intent.details,
    threshold: intent.threshold,
    links: {
      hide: await reviewLink(secret, origin, khatm.id, "hide", reviewNonce),
      restore: await reviewLink(secret, origin, khatm.id, "restore", reviewNonce),
    },
    origin,
    i18n: await translatorFor(firstAvailable(intent.requester)),
  });
}

/** The khatm's name as e-mails show it: a later round says which. */
function roundName({ t }: Translator, row: Pick<KhatmRow, "name" | "round">): string {
  return row.round > 1 ? t("together.roundName", { name: row.name, round: row.round }) : row.name;
}

/** The division of a khatm whose part e-mail this is; a counted recitation causes none (its pledge has its own). */
function partsOf(khatm: KhatmRow): Division {
  const parts = partDivisionOf(khatm.division);
  if (!parts) throw new Error(`Khatm ${khatm.id} is a counted recitation: it has no part e-mails`);
  return parts;
}
