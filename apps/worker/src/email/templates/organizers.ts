import { calendarDayText, type Translator } from "@khatm/i18n";
import { countedParts } from "@khatm/juz-table";
import { partDivisionOf } from "@khatm/schema/rules";
import { html } from "hono/html";
import type { KhatmRow } from "../../db/schema";
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

export interface FinishByNotice {
  to: string;
  khatm: Pick<KhatmRow, "name" | "accessCode" | "division" | "finishBy">;
  /** The parts (a counted recitation's recitations) not reserved yet. */
  free: number;
  daysLeft: number;
  origin: string;
  i18n: Translator;
}

/**
 * To the creator and each co-organizer, three days before the finish-by date while parts are free (issue 37): "5 juz
 * still free, 3 days left", with the board's link, where "Send a reminder" is.
 */
export function finishByNoticeEmail({ to, khatm, free, daysLeft, origin, i18n }: FinishByNotice): EmailMessage {
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, khatm.accessCode, i18n.locale);
  const line = finishByNoticeLine(khatm, free, daysLeft, i18n);
  const date = calendarDayText(i18n.locale, khatm.finishBy ?? "");
  return {
    to,
    locale: i18n.locale,
    subject: t("finishBy.noticeSubject", { line, name: subjectName(khatm.name) }),
    text: [
      t("emails.greeting"),
      "",
      line,
      t("finishBy.noticeText", { name: khatm.name, date }),
      "",
      t("finishBy.noticeRemind", { link: dashboard }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${line}</h1>
<p>${t("emails.greeting")}</p>
<p>${t("finishBy.noticeText", { name: khatm.name, date })}</p>
${emailButton(i18n, dashboard, t("finishBy.noticeButton"))}`,
    ),
  };
}

/** "5 juz still free, 3 days left", in the khatm's parts (or recitations): the notice's subject line and its push. */
export function finishByNoticeLine(
  khatm: Pick<KhatmRow, "division">,
  free: number,
  daysLeft: number,
  i18n: Translator,
): string {
  const parts = partDivisionOf(khatm.division);
  return i18n.t("finishBy.noticeLine", { counted: countedParts(i18n, parts ?? "recitation", free), days: daysLeft });
}
