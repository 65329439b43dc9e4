import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";

/** The sign-in e-mail of POST /api/auth/magic-link. */
export function magicLinkEmail(to: string, link: string, expiresInMinutes: number): EmailMessage {
  return {
    to,
    subject: "Sign in to Khatms",
    text: [
      "Assalamu alaikum,",
      "",
      "Open this link to sign in to Khatms:",
      "",
      link,
      "",
      `The link expires in ${expiresInMinutes} minutes and works once.`,
      "If you did not ask to sign in, you can ignore this e-mail.",
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">Sign in to Khatms</h1>
<p>Assalamu alaikum,</p>
<p>Use the button below to sign in to Khatms.</p>
${emailButton(link, "Sign in to Khatms")}
<p>The link expires in ${expiresInMinutes} minutes and works once.</p>
<p style="font-size:13px;color:#52606d">If you did not ask to sign in, you can ignore this e-mail.</p>`),
  };
}

/** The welcome e-mail of POST /api/auth/create-account; the sign-in link itself follows in its own e-mail. */
export function accountCreatedEmail(to: string, name: string, loginUrl: string): EmailMessage {
  return {
    to,
    subject: "Your Khatms account has been created",
    text: [
      `Assalamu alaikum ${name},`,
      "",
      "Your Khatms account has been created.",
      "We are sending you a separate e-mail with a link to sign in. You can also ask for a new one at any time:",
      "",
      loginUrl,
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">Account created</h1>
<p>Assalamu alaikum ${name},</p>
<p>Your Khatms account has been created. We are sending you a separate e-mail with a link to sign in. You can also ask for a new one at any time:</p>
${emailButton(loginUrl, "Sign in")}`),
  };
}
