import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { khatmLinks, manageLink, subjectName } from "./khatm-parts";

export interface KhatmCreatedEmail {
  to: string;
  creatorName: string;
  khatmName: string;
  accessCode: string;
  manageKey: string;
  origin: string;
}

/** To the creator after POST /api/khatms: the code, the links to share and the private manage link. */
export function khatmCreatedEmail({
  to,
  creatorName,
  khatmName,
  accessCode,
  manageKey,
  origin,
}: KhatmCreatedEmail): EmailMessage {
  const links = khatmLinks(origin, accessCode);
  const manage = manageLink(origin, accessCode, manageKey);
  return {
    to,
    subject: `Your Khatm "${subjectName(khatmName)}" has been created`,
    text: [
      `Assalamu alaikum ${creatorName},`,
      "",
      `Your Khatm "${khatmName}" has been created.`,
      "",
      `Access code: ${accessCode}`,
      `Share this link with readers: ${links.dashboard}`,
      `Or send them straight to the join page: ${links.join}`,
      "",
      "Manage your Khatm (reserve for others, cancel, transfer, delete) from this private link:",
      manage,
      "Keep it to yourself: anyone with this link can manage the Khatm.",
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">Your Khatm has been created</h1>
<p>Assalamu alaikum ${creatorName},</p>
<p>Your Khatm <strong>${khatmName}</strong> has been created.</p>
<p>Access code: <strong style="font-size:18px;letter-spacing:2px">${accessCode}</strong></p>
<p>Share this link with readers:</p>
${emailButton(links.dashboard, "View the Khatm")}
<p>Or send them straight to the join page: <a href="${links.join}">${links.join}</a></p>
<p>Manage your Khatm (reserve for others, cancel, transfer, delete) from this private link:</p>
${emailButton(manage, "Manage your Khatm")}
<p style="font-size:13px;color:#52606d">Keep it to yourself: anyone with this link can manage the Khatm.</p>`),
  };
}
