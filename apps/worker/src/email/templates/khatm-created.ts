import type { Translator } from "@khatm/i18n";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import { khatmLinks, manageLink, subjectName } from "./khatm-parts";

export interface KhatmCreatedEmail {
  to: string;
  creatorName: string;
  khatmName: string;
  accessCode: string;
  manageKey: string;
  origin: string;
  i18n: Translator;
}

/** To the creator after POST /api/khatms: the code, the links to share and the private manage link. */
export function khatmCreatedEmail({
  to,
  creatorName,
  khatmName,
  accessCode,
  manageKey,
  origin,
  i18n,
}: KhatmCreatedEmail): EmailMessage {
  const { t } = i18n;
  const links = khatmLinks(origin, accessCode, i18n.locale);
  const manage = manageLink(origin, accessCode, manageKey, i18n.locale);
  const greeting = t("emails.greetingNamed", { name: creatorName });
  const code = html`<strong style="font-size:18px;letter-spacing:2px">${accessCode}</strong>`;
  return {
    to,
    locale: i18n.locale,
    subject: t("emails.createdSubject", { name: subjectName(khatmName) }),
    text: [
      greeting,
      "",
      t("emails.createdSentence", { name: khatmName }),
      "",
      t("emails.accessCode", { code: accessCode }),
      t("emails.shareLink", { link: links.dashboard }),
      t("emails.joinLink", { link: links.join }),
      "",
      t("emails.manageIntro"),
      manage,
      t("emails.manageWarning"),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("emails.createdHeading")}</h1>
<p>${greeting}</p>
<p>${htmlMessage(i18n, "emails.createdSentenceHtml", {}, { name: html`<strong>${khatmName}</strong>` })}</p>
<p>${htmlMessage(i18n, "emails.accessCode", {}, { code })}</p>
<p>${t("emails.shareLinkHtml")}</p>
${emailButton(i18n, links.dashboard, t("emails.viewKhatm"))}
<p>${htmlMessage(i18n, "emails.joinLink", {}, { link: html`<a href="${links.join}">${links.join}</a>` })}</p>
<p>${t("emails.manageIntro")}</p>
${emailButton(i18n, manage, t("emails.manageKhatm"))}
<p style="font-size:13px;color:#52606d">${t("emails.manageWarning")}</p>`,
    ),
  };
}
