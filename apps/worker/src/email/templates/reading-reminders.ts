import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { type JuzLine, juzLinesText, khatmLinks, subjectName } from "./khatm-parts";
import { readJuzUrl } from "./read-juz";

/** The e-mails of a khatm's reading schedule (reminders, stale warnings and releases), to one reader each. */
export interface ReaderNotice {
  to: string;
  readerName: string;
  khatmName: string;
  accessCode: string;
  juzs: readonly JuzLine[];
  origin: string;
}

/** A reminder (the khatm's schedule, or the creator's "Send a reminder"): mark completed, read, or stop them. */
export function reminderEmail(notice: ReaderNotice & { stopLink: string; fromCreator?: string }): EmailMessage {
  const intro = notice.fromCreator
    ? `${notice.fromCreator} sends a gentle reminder about your juz in the Khatm`
    : "A gentle reminder about your juz in the Khatm";
  return readerEmail(notice, {
    subject: `A reminder: your juz in "${subjectName(notice.khatmName)}"`,
    heading: "A reminder about your juz",
    intro,
    after: "When you have finished, mark it as completed so everyone can see the Khatm's progress.",
    stopLink: notice.stopLink,
  });
}

/** The day before a stale reservation is freed. */
export function staleWarningEmail(notice: ReaderNotice & { staleDays: number }): EmailMessage {
  return readerEmail(notice, {
    subject: `Your juz in "${subjectName(notice.khatmName)}" will be freed tomorrow`,
    heading: "Your juz will be freed tomorrow",
    intro: `This Khatm frees juz that are not completed within ${notice.staleDays} days, so others can read them. Tomorrow this happens to your juz in the Khatm`,
    after: "If you have read it, mark it as completed today and it stays yours.",
  });
}

/** When a stale reservation has been freed. */
export function staleReleasedEmail(notice: ReaderNotice & { staleDays: number }): EmailMessage {
  return readerEmail(notice, {
    subject: `Your juz in "${subjectName(notice.khatmName)}" is available again`,
    heading: "Your juz is available again",
    intro: `Your juz was not completed within ${notice.staleDays} days, so it is available again for any reader of the Khatm`,
    after: "You are welcome to reserve it again, or another juz, whenever you are ready.",
    released: true,
  });
}

interface Wording {
  subject: string;
  heading: string;
  intro: string;
  after: string;
  stopLink?: string;
  released?: boolean;
}

function readerEmail(notice: ReaderNotice, wording: Wording): EmailMessage {
  const { to, readerName, khatmName, accessCode, juzs, origin } = notice;
  const links = khatmLinks(origin, accessCode);
  const main = wording.released
    ? { href: links.join, label: "View the Khatm" }
    : { href: links.myReservations, label: "Mark as completed" };
  const reads = wording.released
    ? []
    : juzs.map((juz) => ({ href: readJuzUrl(juz.number), label: `Read Juz ${juz.number}` }));
  return {
    to,
    subject: wording.subject,
    text: [
      `Assalamu alaikum ${readerName},`,
      "",
      `${wording.intro} "${khatmName}":`,
      "",
      juzLinesText(juzs),
      "",
      wording.after,
      "",
      `${main.label}: ${main.href}`,
      ...reads.map((read) => `${read.label}: ${read.href}`),
      ...(wording.stopLink ? ["", `Stop reminders: ${wording.stopLink}`] : []),
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">${wording.heading}</h1>
<p>Assalamu alaikum ${readerName},</p>
<p>${wording.intro} <strong>${khatmName}</strong>:</p>
<ul style="padding-left:20px">
${juzs.map((juz) => html`<li><strong>Juz ${juz.number}</strong>: ${juz.surahs}</li>\n`)}</ul>
<p>${wording.after}</p>
${emailButton(main.href, main.label)}
${reads.map((read) => html`<p><a href="${read.href}" style="color:#0c8599">${read.label}</a></p>\n`)}
${wording.stopLink ? html`<p style="font-size:13px;color:#52606d"><a href="${wording.stopLink}" style="color:#52606d">Stop reminders</a> for this Khatm.</p>` : ""}`),
  };
}
