import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { khatmLinks, subjectName } from "./khatm-parts";

export interface RoundInvitation {
  to: string;
  readerName: string;
  creatorName: string;
  khatmName: string;
  round: number;
  accessCode: string;
  origin: string;
}

/** To each reader of the last round when its creator starts the next one by inviting them. */
export function roundInvitationEmail(invitation: RoundInvitation): EmailMessage {
  const { to, readerName, creatorName, khatmName, round, accessCode, origin } = invitation;
  const { join } = khatmLinks(origin, accessCode);
  const sentence = `${creatorName} has started Round ${round} of the Khatm "${khatmName}" and invites you to read again.`;
  return {
    to,
    subject: `Round ${round} of "${subjectName(khatmName)}" has started`,
    text: [`Assalamu alaikum ${readerName},`, "", sentence, "", `Choose your juz: ${join}`].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">Round ${round} has started</h1>
<p>Assalamu alaikum ${readerName},</p>
<p>${sentence}</p>
${emailButton(join, "Choose your juz")}`),
  };
}
