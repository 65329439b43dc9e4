import type { Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import { isCountDivision, type KhatmDivision } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
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
  i18n: Translator;
  /**
   * The khatm's division: its readers choose their parts in its words ("Choose your pages"), or pledge to read a
   * counted recitation.
   */
  division?: KhatmDivision;
}

/** To each reader of the last round when its creator starts the next one by inviting them. */
export function roundInvitationEmail(invitation: RoundInvitation): EmailMessage {
  const { to, readerName, creatorName, khatmName, round, accessCode, origin, i18n } = invitation;
  const { t } = i18n;
  const { join } = khatmLinks(origin, accessCode, i18n.locale);
  const values = { by: creatorName, round };
  const { division = "juz" } = invitation;
  const choose = isCountDivision(division)
    ? t("recitation.pledgeTitle")
    : division === "juz"
      ? t("together.chooseJuz")
      : t("parts.chooseParts", { unit: partUnit(i18n, division) });
  return {
    to,
    locale: i18n.locale,
    subject: t("together.invitationSubject", { round, name: subjectName(khatmName) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      t("together.invitation", { ...values, name: khatmName }),
      "",
      t("together.linkLine", { label: choose, link: join }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("together.invitationHeading", { round })}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${htmlMessage(i18n, "together.invitationHtml", values, { name: html`<strong>${khatmName}</strong>` })}</p>
${emailButton(i18n, join, choose)}`,
    ),
  };
}
