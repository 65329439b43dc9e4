import type { Translator } from "@khatm/i18n";
import { html } from "hono/html";
import type { KhatmRow } from "../../db/schema";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, khatmLinks, subjectName } from "./khatm-parts";

export interface PledgeEmail {
  to: string;
  readerName: string;
  khatm: Pick<KhatmRow, "name" | "dedication" | "accessCode" | "recitation">;
  amount: number;
  /** Set when the creator pledged for this reader. */
  pledgedBy?: string;
  origin: string;
  i18n: Translator;
}

/** What sets one pledge e-mail apart; the greeting, the layout and the button are the same in all of them. */
interface PledgeNotice {
  to: string;
  readerName: string;
  subject: string;
  heading: string;
  /** The first paragraph says why the e-mail came; any others follow it after a blank line (a reminder's pledges). */
  paragraphs: [string, ...string[]];
  dedication?: string | null;
  /** The plain text's line with the link, and the link the button opens. */
  linkLine: string;
  link: string;
  /** A reminder's way to stop reminders. */
  stopLink?: string;
  i18n: Translator;
}

function pledgeNotice(notice: PledgeNotice): EmailMessage {
  const { to, readerName, subject, heading, paragraphs, dedication, linkLine, link, stopLink, i18n } = notice;
  const { t } = i18n;
  const greeting = t("emails.greetingNamed", { name: readerName });
  const [first, ...rest] = paragraphs;
  const stopText = stopLink ? ["", t("together.linkLine", { label: t("together.stopReminders"), link: stopLink })] : [];
  return {
    to,
    locale: i18n.locale,
    subject,
    text: [
      greeting,
      "",
      first,
      ...(rest.length > 0 ? ["", ...rest] : []),
      ...dedicationText(i18n, dedication),
      "",
      linkLine,
      ...stopText,
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${heading}</h1>
<p>${greeting}</p>
${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
${dedicationHtml(i18n, dedication)}
${emailButton(i18n, link, t("emails.viewKhatm"))}
${stopLink ? html`<p style="font-size:13px;color:#52606d"><a href="${stopLink}" style="color:#52606d">${t("together.stopReminders")}</a></p>` : ""}`,
    ),
  };
}

/** To the reader after a pledge of a counted recitation: what and how many, and where to report what they read. */
export function pledgeEmail({ to, readerName, khatm, amount, pledgedBy, origin, i18n }: PledgeEmail): EmailMessage {
  const { t } = i18n;
  const links = khatmLinks(origin, khatm.accessCode, i18n.locale);
  const values = { name: khatm.name, recitation: khatm.recitation ?? khatm.name, amount };
  const intro = pledgedBy
    ? t("recitation.pledgeTextByCreator", { ...values, creator: pledgedBy })
    : t("recitation.pledgeText", values);
  return pledgeNotice({
    to,
    readerName,
    subject: t("recitation.pledgeSubject", { name: subjectName(khatm.name) }),
    heading: t("recitation.pledgeHeading"),
    paragraphs: [intro],
    dedication: khatm.dedication,
    linkLine: t("recitation.pledgeReport", { link: links.join }),
    link: links.join,
    i18n,
  });
}

export interface PledgeReminderEmail extends Omit<PledgeEmail, "amount" | "pledgedBy"> {
  pledges: ReadonlyArray<{ amount: number; done: number }>;
  /** The creator's name for "Send a reminder"; none for the scheduled reminder. */
  fromCreator?: string;
  stopLink: string;
}

/** The creator's "Send a reminder" to a reader whose pledges are not read in full: how far each is, where to report. */
export function pledgeReminderEmail(notice: PledgeReminderEmail): EmailMessage {
  const { to, readerName, khatm, pledges, fromCreator, stopLink, origin, i18n } = notice;
  const { t } = i18n;
  const links = khatmLinks(origin, khatm.accessCode, i18n.locale);
  const recitation = khatm.recitation ?? khatm.name;
  const intro = fromCreator
    ? t("recitation.reminderText", { creator: fromCreator, name: khatm.name })
    : t("recitation.reminderScheduled", { name: khatm.name });
  return pledgeNotice({
    to,
    readerName,
    subject: t("recitation.reminderSubject", { name: subjectName(khatm.name) }),
    heading: t("recitation.reminderSubject", { name: khatm.name }),
    paragraphs: [intro, ...pledges.map((pledge) => t("recitation.reminderLine", { recitation, ...pledge }))],
    linkLine: t("recitation.pledgeReport", { link: links.join }),
    link: links.join,
    stopLink,
    i18n,
  });
}

export interface CountCompletionEmail {
  to: string;
  readerName: string;
  khatm: Pick<KhatmRow, "name" | "dedication" | "accessCode" | "recitation" | "target">;
  origin: string;
  i18n: Translator;
}

/**
 * To every reader who read, once, when a counted recitation reaches its target: the thanks and the dedication. The
 * Qur'an-completion du'a belongs to Qur'an khatms, so it is not here.
 */
export function countCompletionEmail({ to, readerName, khatm, origin, i18n }: CountCompletionEmail): EmailMessage {
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, khatm.accessCode, i18n.locale);
  const target = khatm.target ?? 0;
  return pledgeNotice({
    to,
    readerName,
    subject: t("emails.completedSubject", { name: subjectName(khatm.name) }),
    heading: t("recitation.completedTitle", { target }),
    paragraphs: [t("recitation.completedText", { recitation: khatm.recitation ?? khatm.name, target })],
    dedication: khatm.dedication,
    linkLine: t("emails.viewKhatmLink", { link: dashboard }),
    link: dashboard,
    i18n,
  });
}
