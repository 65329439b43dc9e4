import type { MessageKey, Translator } from "@khatm/i18n";
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

function readerEmail(notice: ReaderNotice, wording: Wording): EmailMessage {
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
      t(wording.after),
      "",
      line(main.label, main.href),
      ...reads.map((read) => line(read.label, read.href)),
      ...(stop ? ["", line(t("together.stopReminders"), stop)] : []),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t(wording.heading)}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${htmlMessage(i18n, wording.introHtml, wording.values, { name: html`<strong>${khatmName}</strong>` })}</p>
${juzLinesHtml(i18n, juzs)}
<p>${t(wording.after)}</p>
${emailButton(i18n, main.href, main.label)}
${reads.map((read) => html`<p><a href="${read.href}" style="color:#0c8599">${read.label}</a></p>\n`)}
${stop ? html`<p style="font-size:13px;color:#52606d">${htmlMessage(i18n, "together.stopRemindersHtml", {}, { stop: stopHtml })}</p>` : ""}`,
    ),
  };
}
