import type { Translator } from "@khatm/i18n";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import { khatmLinks, subjectName } from "./khatm-parts";

export interface OrganizerInvitation {
  to: string;
  /** The creator who added this address. */
  invitedBy: string;
  khatmName: string;
  accessCode: string;
  origin: string;
  i18n: Translator;
}

/**
 * To an address the creator made a co-organizer (issue 37): the khatm, its board's link, and that signing in with
 * this very address is what gives the organizer's powers (the e-mail itself proves nothing).
 */
export function organizerInvitationEmail(invitation: OrganizerInvitation): EmailMessage {
  const { to, invitedBy, khatmName, accessCode, origin, i18n } = invitation;
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, accessCode, i18n.locale);
  return {
    to,
    locale: i18n.locale,
    subject: t("organizers.invitationSubject", { name: subjectName(khatmName) }),
    text: [
      t("emails.greeting"),
      "",
      t("organizers.invitation", { by: invitedBy, name: khatmName }),
      t("organizers.invitationSignIn", { email: to }),
      "",
      t("organizers.boardLine", { link: dashboard }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("organizers.invitationHeading")}</h1>
<p>${t("emails.greeting")}</p>
<p>${htmlMessage(i18n, "organizers.invitationHtml", { by: invitedBy }, { name: html`<strong>${khatmName}</strong>` })}</p>
<p>${t("organizers.invitationSignIn", { email: to })}</p>
${emailButton(i18n, dashboard, t("organizers.openBoard"))}`,
    ),
  };
}
