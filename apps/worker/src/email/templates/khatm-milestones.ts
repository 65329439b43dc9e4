import type { MessageKey, Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import { type Division, divisionOf, partCountOf } from "@khatm/schema/rules";
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
  /** The khatm's division (juz when absent): a juz khatm's e-mail is the spec's, another counts its own parts. */
  division?: Division;
}

/** To the creator when the last available juz is reserved. */
export function fullyReservedEmail(details: MilestoneEmail): EmailMessage {
  const juz = divisionOf(details).division === "juz";
  return milestoneEmail(details, {
    subject: juz ? "emails.fullyReservedSubject" : "parts.fullyReservedSubject",
    heading: juz ? "emails.fullyReservedHeading" : "parts.fullyReservedHeading",
    sentence: juz ? "emails.fullyReserved" : "parts.fullyReserved",
  });
}

/** To the creator when the last juz is completed. */
export function fullyCompletedEmail(details: MilestoneEmail): EmailMessage {
  const juz = divisionOf(details).division === "juz";
  return milestoneEmail(details, {
    subject: "emails.completedSubject",
    heading: "emails.completedHeading",
    sentence: juz ? "emails.completed" : "parts.completedMail",
  });
}

function milestoneEmail(
  { to, creatorName, khatmName, dedication, accessCode, origin, i18n, division = "juz" }: MilestoneEmail,
  keys: { subject: MessageKey; heading: MessageKey; sentence: MessageKey },
): EmailMessage {
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, accessCode, i18n.locale);
  const greeting = t("emails.greetingNamed", { name: creatorName });
  // The juz keys take only {total}; the other divisions' also name their parts ("all 604 pages").
  const counted = { total: partCountOf(division), unit: partUnit(i18n, division) };
  const heading = t(keys.heading, counted);
  const sentence = t(keys.sentence, counted);
  return {
    to,
    locale: i18n.locale,
    subject: t(keys.subject, { name: subjectName(khatmName), ...counted }),
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
      html`<h1 style="${HEADING_STYLE}">${heading}</h1>
<p>${greeting}</p>
<p>${htmlMessage(i18n, "emails.khatmLineHtml", {}, { name: html`<strong>${khatmName}</strong>` })}</p>
${dedicationHtml(i18n, dedication)}
<p>${sentence}</p>
${emailButton(i18n, dashboard, t("emails.viewKhatm"))}`,
    ),
  };
}
