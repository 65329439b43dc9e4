import { type MessageKey, type MessageValues, partListText, type Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage, inLanguage } from "../html";
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
  /** The reservation made the reader's account: this e-mail is its welcome too, with where to sign in. */
  accountCreated?: boolean;
  origin: string;
  i18n: Translator;
  /** The khatm's division: a khatm of another is written of in its words ("You have reserved Page 12-16"). */
  division?: Division;
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
  accountCreated = false,
  origin,
  i18n,
  division = "juz",
}: ReservationEmail): EmailMessage {
  const { t } = i18n;
  const links = khatmLinks(origin, accessCode, i18n.locale);
  const words = reservationWords(i18n, division, juzs, reservedBy);
  const intro = t(words.intro, { ...words.values, name: khatmName });
  const introHtml = htmlMessage(i18n, words.introHtml, words.values, { name: html`<strong>${khatmName}</strong>` });
  const myReservations = html`<a href="${links.myReservations}">${links.myReservations}</a>`;
  const signIn = accountCreated ? inLanguage(`${origin}/login?next=%2Fmy-reservations`, i18n.locale) : null;
  return {
    to,
    locale: i18n.locale,
    subject: t(words.subject, { ...words.values, name: subjectName(khatmName) }),
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
      ...(signIn ? ["", t("emails.accountCreated"), t("emails.accountSignInHere", { link: signIn })] : []),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t(words.heading, words.values)}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${introHtml}</p>
${dedicationHtml(i18n, dedication)}
${juzLinesHtml(i18n, juzs)}
${emailButton(i18n, links.dashboard, t("emails.viewKhatm"))}
<p>${htmlMessage(i18n, "emails.manageReservations", {}, { link: myReservations })}</p>
<p>${t("emails.noDeadline")}</p>
${signIn ? html`<p>${t("emails.accountCreated")}</p>${emailButton(i18n, signIn, t("emails.signIn"))}` : ""}`,
    ),
  };
}

/** The spec's words for a juz khatm ("You have reserved 2 juz"), the parts named for another ("... Page 12-16"). */
interface ReservationWords {
  subject: MessageKey;
  heading: MessageKey;
  intro: MessageKey;
  introHtml: MessageKey;
  values: MessageValues;
}

function reservationWords(
  i18n: Translator,
  division: Division,
  juzs: readonly JuzLine[],
  reservedBy?: string,
): ReservationWords {
  if (division === "juz") {
    return {
      subject: "emails.reservationSubject",
      heading: "emails.reservationHeading",
      intro: reservedBy ? "emails.reservedBy" : "emails.reservedSelf",
      introHtml: reservedBy ? "emails.reservedByHtml" : "emails.reservedSelfHtml",
      values: { count: juzs.length, by: reservedBy ?? "" },
    };
  }
  const parts = partListText(
    i18n,
    division,
    juzs.map((juz) => juz.number),
  );
  return {
    subject: "parts.mailSubject",
    heading: "parts.mailHeading",
    intro: reservedBy ? "parts.reservedBy" : "parts.reservedSelf",
    introHtml: reservedBy ? "parts.reservedByHtml" : "parts.reservedSelfHtml",
    values: { parts, unit: partUnit(i18n, division), by: reservedBy ?? "" },
  } as const;
}
