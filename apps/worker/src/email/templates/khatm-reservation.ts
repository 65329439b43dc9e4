import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
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
}: ReservationEmail): EmailMessage {
  const links = khatmLinks(origin, accessCode);
  const count = `${juzs.length} juz`;
  const intro = reservedBy
    ? `${reservedBy} reserved ${count} for you in the Khatm`
    : `You have reserved ${count} in the Khatm`;
  return {
    to,
    subject: `Your juz in "${subjectName(khatmName)}"`,
    text: [
      `Assalamu alaikum ${readerName},`,
      "",
      `${intro} "${khatmName}":`,
      ...dedicationText(dedication),
      "",
      juzLinesText(juzs),
      "",
      `View the Khatm: ${links.dashboard}`,
      `See, complete or cancel your reservations: ${links.myReservations}`,
      "",
      "There is no deadline. May Allah accept your reading.",
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">Your juz reservation</h1>
<p>Assalamu alaikum ${readerName},</p>
<p>${intro} <strong>${khatmName}</strong>:</p>
${dedicationHtml(dedication)}
${juzLinesHtml(juzs)}
${emailButton(links.dashboard, "View the Khatm")}
<p>See, complete or cancel your reservations: <a href="${links.myReservations}">${links.myReservations}</a></p>
<p>There is no deadline. May Allah accept your reading.</p>`),
  };
}
