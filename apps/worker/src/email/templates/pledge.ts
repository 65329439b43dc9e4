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

/** To the reader after a pledge of a counted recitation: what and how many, and where to report what they read. */
export function pledgeEmail({ to, readerName, khatm, amount, pledgedBy, origin, i18n }: PledgeEmail): EmailMessage {
  const { t } = i18n;
  const links = khatmLinks(origin, khatm.accessCode, i18n.locale);
  const values = { name: khatm.name, recitation: khatm.recitation ?? khatm.name, amount };
  const intro = pledgedBy
    ? t("recitation.pledgeTextByCreator", { ...values, creator: pledgedBy })
    : t("recitation.pledgeText", values);
  return {
    to,
    locale: i18n.locale,
    subject: t("recitation.pledgeSubject", { name: subjectName(khatm.name) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      intro,
      ...dedicationText(i18n, khatm.dedication),
      "",
      t("recitation.pledgeReport", { link: links.join }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("recitation.pledgeHeading")}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${intro}</p>
${dedicationHtml(i18n, khatm.dedication)}
${emailButton(i18n, links.join, t("emails.viewKhatm"))}`,
    ),
  };
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
  const lines = pledges.map((pledge) => t("recitation.reminderLine", { recitation, ...pledge }));
  const stop = t("together.linkLine", { label: t("together.stopReminders"), link: stopLink });
  return {
    to,
    locale: i18n.locale,
    subject: t("recitation.reminderSubject", { name: subjectName(khatm.name) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      intro,
      "",
      ...lines,
      "",
      t("recitation.pledgeReport", { link: links.join }),
      "",
      stop,
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("recitation.reminderSubject", { name: khatm.name })}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${intro}</p>
${lines.map((line) => html`<p>${line}</p>`)}
${emailButton(i18n, links.join, t("emails.viewKhatm"))}
<p style="font-size:13px;color:#52606d"><a href="${stopLink}" style="color:#52606d">${t("together.stopReminders")}</a></p>`,
    ),
  };
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
  const done = t("recitation.completedText", { recitation: khatm.recitation ?? khatm.name, target });
  return {
    to,
    locale: i18n.locale,
    subject: t("emails.completedSubject", { name: subjectName(khatm.name) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      done,
      ...dedicationText(i18n, khatm.dedication),
      "",
      t("emails.viewKhatmLink", { link: dashboard }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("recitation.completedTitle", { target })}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${done}</p>
${dedicationHtml(i18n, khatm.dedication)}
${emailButton(i18n, dashboard, t("emails.viewKhatm"))}`,
    ),
  };
}
