import { countedParts } from "@khatm/juz-table";
import { COMPLETION_DUA, duaTranslation } from "@khatm/schema/dua";
import { partCountOf } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, type KhatmProgressMail, khatmLinks, subjectName } from "./khatm-parts";

export interface CompletionEmail extends KhatmProgressMail {
  readerName: string;
}

/**
 * To every reader who took part, once, when the last juz is completed: thanks, and the du'a of completion in Arabic
 * with its translation and verse, quoted from @khatm/schema/dua (never retyped, never put through a catalogue).
 */
export function completionEmail({
  to,
  readerName,
  khatmName,
  dedication,
  accessCode,
  origin,
  i18n,
  division = "juz",
}: CompletionEmail): EmailMessage {
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, accessCode, i18n.locale);
  const greeting = t("emails.greetingNamed", { name: readerName });
  const { text: translation } = duaTranslation([i18n.locale]);
  const juz = division === "juz";
  const counted = { total: partCountOf(division), counted: countedParts(i18n, division, partCountOf(division)) };
  return {
    to,
    locale: i18n.locale,
    subject: t("emails.completedSubject", { name: subjectName(khatmName) }),
    text: [
      greeting,
      "",
      t(juz ? "together.completionMail" : "parts.completionMail", { ...counted, name: khatmName }),
      ...dedicationText(i18n, dedication),
      "",
      COMPLETION_DUA.arabic,
      `"${translation}" (${COMPLETION_DUA.reference})`,
      "",
      t("emails.viewKhatmLink", { link: dashboard }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("together.completionMailHeading")}</h1>
<p>${greeting}</p>
<p>${htmlMessage(i18n, juz ? "together.completionMailHtml" : "parts.completionMailHtml", counted, { name: html`<strong>${khatmName}</strong>` })}</p>
${dedicationHtml(i18n, dedication)}
<p dir="rtl" lang="ar" style="font-size:22px;line-height:1.9;text-align:center;margin:16px 0 4px">${COMPLETION_DUA.arabic}</p>
<p style="text-align:center;margin:0 0 16px">“${translation}”<br><span style="font-size:13px;color:#52606d">${COMPLETION_DUA.reference}</span></p>
${emailButton(i18n, dashboard, t("emails.viewKhatm"))}`,
    ),
  };
}
