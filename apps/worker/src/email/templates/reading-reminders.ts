import type { MessageKey, Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import { type JuzLine, juzLinesHtml, juzLinesText, khatmLinks, readLinkText, subjectName } from "./khatm-parts";

/** The e-mails of a khatm's reading schedule (reminders, stale warnings and releases), to one reader each. */
export interface ReaderNotice {
  to: string;
  readerName: string;
  /** The khatm's name as e-mails show it (a later round says which: roundName). */
  khatmName: string;
  accessCode: string;
  juzs: readonly JuzLine[];
  origin: string;
  i18n: Translator;
  /** The khatm's division: a khatm of another is written of in its words ("your pages"), a juz khatm's as before. */
  division?: Division;
}

/** A reminder (the khatm's schedule, or the creator's "Send a reminder"): mark completed, read, or stop them. */
export function reminderEmail(notice: ReaderNotice & { stopLink: string; fromCreator?: string }): EmailMessage {
  const by = notice.fromCreator;
  return readerEmail(notice, {
    subject: "together.reminderSubject",
    heading: "together.reminderHeading",
    intro: by ? "together.reminderFromCreator" : "together.reminderIntro",
    introHtml: by ? "together.reminderFromCreatorHtml" : "together.reminderIntroHtml",
    after: "together.reminderAfter",
    values: { by: by ?? "" },
    stopLink: notice.stopLink,
  });
}

/** The day before a stale reservation is freed. */
export function staleWarningEmail(notice: ReaderNotice & { staleDays: number }): EmailMessage {
  return readerEmail(notice, {
    subject: "together.staleWarningSubject",
    heading: "together.staleWarningHeading",
    intro: "together.staleWarningIntro",
    introHtml: "together.staleWarningIntroHtml",
    after: "together.staleWarningAfter",
    values: { days: notice.staleDays },
  });
}

/** When a stale reservation has been freed. */
export function staleReleasedEmail(notice: ReaderNotice & { staleDays: number }): EmailMessage {
  return readerEmail(notice, {
    subject: "together.staleReleasedSubject",
    heading: "together.staleReleasedHeading",
    intro: "together.staleReleasedIntro",
    introHtml: "together.staleReleasedIntroHtml",
    after: "together.staleReleasedAfter",
    values: { days: notice.staleDays },
    released: true,
  });
}

interface Wording {
  subject: MessageKey;
  heading: MessageKey;
  intro: MessageKey;
  introHtml: MessageKey;
  after: MessageKey;
  values: Record<string, string | number>;
  stopLink?: string;
  released?: boolean;
}

/** The same e-mails' words for a khatm not divided by juz ('Your pages in "Family Khatm"'), taking its unit. */
const PART_WORDING: Partial<Record<MessageKey, MessageKey>> = {
  "together.reminderSubject": "parts.reminderSubject",
  "together.reminderHeading": "parts.reminderHeading",
  "together.reminderIntro": "parts.reminderIntro",
  "together.reminderIntroHtml": "parts.reminderIntroHtml",
  "together.reminderFromCreator": "parts.reminderFromCreator",
  "together.reminderFromCreatorHtml": "parts.reminderFromCreatorHtml",
  "together.staleWarningSubject": "parts.staleWarningSubject",
  "together.staleWarningHeading": "parts.staleWarningHeading",
  "together.staleWarningIntro": "parts.staleWarningIntro",
  "together.staleWarningIntroHtml": "parts.staleWarningIntroHtml",
  "together.staleReleasedSubject": "parts.staleReleasedSubject",
  "together.staleReleasedHeading": "parts.staleReleasedHeading",
  "together.staleReleasedIntro": "parts.staleReleasedIntro",
  "together.staleReleasedIntroHtml": "parts.staleReleasedIntroHtml",
  "together.staleReleasedAfter": "parts.staleReleasedAfter",
};

function inDivision(wording: Wording, i18n: Translator, division: Division = "juz"): Wording {
  if (division === "juz") return wording;
  const key = (juzKey: MessageKey) => PART_WORDING[juzKey] ?? juzKey;
  return {
    ...wording,
    subject: key(wording.subject),
    heading: key(wording.heading),
    intro: key(wording.intro),
    introHtml: key(wording.introHtml),
    after: key(wording.after),
    values: { ...wording.values, unit: partUnit(i18n, division) },
  };
}

function readerEmail(notice: ReaderNotice, juzWording: Wording): EmailMessage {
  const wording = inDivision(juzWording, notice.i18n, notice.division);
  const { to, readerName, khatmName, accessCode, juzs, origin, i18n } = notice;
  const { t } = i18n;
  const links = khatmLinks(origin, accessCode, i18n.locale);
  const main = wording.released
    ? { href: links.join, label: t("emails.viewKhatm") }
    : { href: links.myReservations, label: t("together.markCompleted") };
  const reads = wording.released
    ? []
    : juzs.flatMap((juz) => (juz.readUrl ? [{ href: juz.readUrl, label: readLinkText(i18n, juz) }] : []));
  const stop = wording.stopLink;
  const line = (label: string, link: string) => t("together.linkLine", { label, link });
  const stopHtml = html`<a href="${stop}" style="color:#52606d">${t("together.stopReminders")}</a>`;
  return {
    to,
    locale: i18n.locale,
    subject: t(wording.subject, { ...wording.values, name: subjectName(khatmName) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      t(wording.intro, { ...wording.values, name: khatmName }),
      "",
      juzLinesText(i18n, juzs),
      "",
      t(wording.after, wording.values),
      "",
      line(main.label, main.href),
      ...reads.map((read) => line(read.label, read.href)),
      ...(stop ? ["", line(t("together.stopReminders"), stop)] : []),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t(wording.heading, wording.values)}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${htmlMessage(i18n, wording.introHtml, wording.values, { name: html`<strong>${khatmName}</strong>` })}</p>
${juzLinesHtml(i18n, juzs)}
<p>${t(wording.after, wording.values)}</p>
${emailButton(i18n, main.href, main.label)}
${reads.map((read) => html`<p><a href="${read.href}" style="color:#0c8599">${read.label}</a></p>\n`)}
${stop ? html`<p style="font-size:13px;color:#52606d">${htmlMessage(i18n, "together.stopRemindersHtml", {}, { stop: stopHtml })}</p>` : ""}`,
    ),
  };
}
