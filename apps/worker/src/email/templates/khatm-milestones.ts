import type { MessageKey, Translator } from "@khatm/i18n";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, khatmLinks, subjectName } from "./khatm-parts";

export interface MilestoneEmail {
  to: string;
  creatorName: string;
  khatmName: string;
  dedication: string | null;
  accessCode: string;
  origin: string;
  i18n: Translator;
}

/** To the creator when the last available juz is reserved. */
export function fullyReservedEmail(details: MilestoneEmail): EmailMessage {
  return milestoneEmail(details, {
    subject: "emails.fullyReservedSubject",
    heading: "emails.fullyReservedHeading",
    sentence: "emails.fullyReserved",
  });
}

/** To the creator when the last juz is completed. */
export function fullyCompletedEmail(details: MilestoneEmail): EmailMessage {
  return milestoneEmail(details, {
    subject: "emails.completedSubject",
    heading: "emails.completedHeading",
    sentence: "emails.completed",
  });
}

function milestoneEmail(
  { to, creatorName, khatmName, dedication, accessCode, origin, i18n }: MilestoneEmail,
  keys: { subject: MessageKey; heading: MessageKey; sentence: MessageKey },
): EmailMessage {
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, accessCode, i18n.locale);
  const greeting = t("emails.greetingNamed", { name: creatorName });
  const sentence = t(keys.sentence, { total: JUZ_COUNT });
  return {
    to,
    locale: i18n.locale,
    subject: t(keys.subject, { name: subjectName(khatmName), total: JUZ_COUNT }),
    text: [
      greeting,
      "",
      t("emails.khatmLine", { name: khatmName }),
      ...dedicationText(i18n, dedication),
      sentence,
      "",
      t("emails.viewKhatmLink", { link: dashboard }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t(keys.heading)}</h1>
<p>${greeting}</p>
<p>${htmlMessage(i18n, "emails.khatmLineHtml", {}, { name: html`<strong>${khatmName}</strong>` })}</p>
${dedicationHtml(i18n, dedication)}
<p>${sentence}</p>
${emailButton(i18n, dashboard, t("emails.viewKhatm"))}`,
    ),
  };
}
