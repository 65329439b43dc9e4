import { COMPLETION_DUA } from "@khatm/schema/dua";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, khatmLinks, subjectName } from "./khatm-parts";

export interface CompletionEmail {
  to: string;
  readerName: string;
  khatmName: string;
  dedication: string | null;
  accessCode: string;
  origin: string;
}

/**
 * To every reader who took part, once, when the last juz is completed: thanks, and the du'a of completion in Arabic
 * with its translation and verse (quoted from @khatm/schema/dua, never retyped).
 */
export function completionEmail({
  to,
  readerName,
  khatmName,
  dedication,
  accessCode,
  origin,
}: CompletionEmail): EmailMessage {
  const { dashboard } = khatmLinks(origin, accessCode);
  const sentence = `Alhamdulillah, all ${JUZ_COUNT} juz of the Khatm "${khatmName}" have been read. Thank you for taking part; may Allah accept it from everyone who read.`;
  const translation = COMPLETION_DUA.translations.en;
  return {
    to,
    subject: `"${subjectName(khatmName)}" is complete`,
    text: [
      `Assalamu alaikum ${readerName},`,
      "",
      sentence,
      ...dedicationText(dedication),
      "",
      COMPLETION_DUA.arabic,
      `"${translation}" (${COMPLETION_DUA.reference})`,
      "",
      `View the Khatm: ${dashboard}`,
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">The Khatm is complete</h1>
<p>Assalamu alaikum ${readerName},</p>
<p>${sentence}</p>
${dedicationHtml(dedication)}
<p dir="rtl" lang="ar" style="font-size:22px;line-height:1.9;text-align:center;margin:16px 0 4px">${COMPLETION_DUA.arabic}</p>
<p style="text-align:center;margin:0 0 16px">“${translation}”<br><span style="font-size:13px;color:#52606d">${COMPLETION_DUA.reference}</span></p>
${emailButton(dashboard, "View the Khatm")}`),
  };
}
