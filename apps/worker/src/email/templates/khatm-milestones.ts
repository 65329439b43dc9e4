import { JUZ_COUNT } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, khatmLinks, subjectName } from "./khatm-parts";

export interface MilestoneEmail {
  to: string;
  creatorName: string;
  khatmName: string;
  dedication: string | null;
  accessCode: string;
  origin: string;
}

/** To the creator when the last available juz is reserved. */
export function fullyReservedEmail(details: MilestoneEmail): EmailMessage {
  return milestoneEmail(details, {
    subject: `All ${JUZ_COUNT} juz of "${subjectName(details.khatmName)}" are reserved`,
    heading: "Every juz is reserved",
    sentence: `All ${JUZ_COUNT} juz of your Khatm are now reserved. You can follow the readers' progress on its page.`,
  });
}

/** To the creator when the last juz is completed. */
export function fullyCompletedEmail(details: MilestoneEmail): EmailMessage {
  return milestoneEmail(details, {
    subject: `"${subjectName(details.khatmName)}" is complete`,
    heading: "Your Khatm is complete",
    sentence: `Alhamdulillah, all ${JUZ_COUNT} juz of your Khatm have been read. May Allah accept it from everyone who took part.`,
  });
}

function milestoneEmail(
  { to, creatorName, khatmName, dedication, accessCode, origin }: MilestoneEmail,
  { subject, heading, sentence }: { subject: string; heading: string; sentence: string },
): EmailMessage {
  const { dashboard } = khatmLinks(origin, accessCode);
  return {
    to,
    subject,
    text: [
      `Assalamu alaikum ${creatorName},`,
      "",
      `Khatm: "${khatmName}"`,
      ...dedicationText(dedication),
      sentence,
      "",
      `View the Khatm: ${dashboard}`,
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">${heading}</h1>
<p>Assalamu alaikum ${creatorName},</p>
<p>Khatm: <strong>${khatmName}</strong></p>
${dedicationHtml(dedication)}
<p>${sentence}</p>
${emailButton(dashboard, "View the Khatm")}`),
  };
}
