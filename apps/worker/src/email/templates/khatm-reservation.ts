import type { Translator } from "@khatm/i18n";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import {
  dedicationHtml,
  dedicationText,
  type JuzLine,
  juzLinesHtml,
  juzLinesText,
  khatmLinks,
  subjectName,
} from "./khatm-parts";

export interface ReservationEmail {
  to: string;
  readerName: string;
  khatmName: string;
  dedication: string | null;
  accessCode: string;
  juzs: readonly JuzLine[];
  /** Set when the creator reserved (or transferred) the juz for this reader. */
  reservedBy?: string;
  origin: string;
  i18n: Translator;
}

/** To the reader after a reservation: which juz, what to read, and where to follow and manage them. */
export function reservationEmail({
  to,
  readerName,
  khatmName,
  dedication,
  accessCode,
  juzs,
  reservedBy,
  origin,
  i18n,
}: ReservationEmail): EmailMessage {
  const { t } = i18n;
  const links = khatmLinks(origin, accessCode, i18n.locale);
  const values = { count: juzs.length, by: reservedBy ?? "" };
  const intro = t(reservedBy ? "emails.reservedBy" : "emails.reservedSelf", { ...values, name: khatmName });
  const introHtml = htmlMessage(i18n, reservedBy ? "emails.reservedByHtml" : "emails.reservedSelfHtml", values, {
    name: html`<strong>${khatmName}</strong>`,
  });
  const myReservations = html`<a href="${links.myReservations}">${links.myReservations}</a>`;
  return {
    to,
    locale: i18n.locale,
    subject: t("emails.reservationSubject", { name: subjectName(khatmName) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      intro,
      ...dedicationText(i18n, dedication),
      "",
      juzLinesText(i18n, juzs),
      "",
      t("emails.viewKhatmLink", { link: links.dashboard }),
      t("emails.manageReservations", { link: links.myReservations }),
      "",
      t("emails.noDeadline"),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("emails.reservationHeading")}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${introHtml}</p>
${dedicationHtml(i18n, dedication)}
${juzLinesHtml(i18n, juzs)}
${emailButton(i18n, links.dashboard, t("emails.viewKhatm"))}
<p>${htmlMessage(i18n, "emails.manageReservations", {}, { link: myReservations })}</p>
<p>${t("emails.noDeadline")}</p>`,
    ),
  };
}
