import type { Translator } from "@khatm/i18n";
import { html } from "hono/html";
import type { KhatmRow } from "../../db/schema";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, khatmLinks, subjectName } from "./khatm-parts";

export interface PledgeEmail {
  to: string;
  readerName: string;
  khatm: Pick<KhatmRow, "name" | "dedication" | "accessCode" | "recitation">;
  amount: number;
  /** Set when the creator pledged for this reader. */
  pledgedBy?: string;
  origin: string;
  i18n: Translator;
}

/** To the reader after a pledge of a counted recitation: what and how many, and where to report what they read. */
export function pledgeEmail({ to, readerName, khatm, amount, pledgedBy, origin, i18n }: PledgeEmail): EmailMessage {
  const { t } = i18n;
  const links = khatmLinks(origin, khatm.accessCode, i18n.locale);
  const values = { name: khatm.name, recitation: khatm.recitation ?? khatm.name, amount };
  const intro = pledgedBy
    ? t("recitation.pledgeTextByCreator", { ...values, creator: pledgedBy })
    : t("recitation.pledgeText", values);
  return {
    to,
    locale: i18n.locale,
    subject: t("recitation.pledgeSubject", { name: subjectName(khatm.name) }),
    text: [
      t("emails.greetingNamed", { name: readerName }),
      "",
      intro,
      ...dedicationText(i18n, khatm.dedication),
      "",
      t("recitation.pledgeReport", { link: links.join }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("recitation.pledgeHeading")}</h1>
<p>${t("emails.greetingNamed", { name: readerName })}</p>
<p>${intro}</p>
${dedicationHtml(i18n, khatm.dedication)}
${emailButton(i18n, links.join, t("emails.viewKhatm"))}`,
    ),
  };
}
