import type { Translator } from "@khatm/i18n";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, inLanguage } from "../html";
import type { EmailMessage } from "../sender";

/** The sign-in e-mail of POST /api/auth/magic-link, in the language of whoever asked for it. */
export function magicLinkEmail(i18n: Translator, to: string, signIn: string, expiresInMinutes: number): EmailMessage {
  const { t } = i18n;
  const link = inLanguage(signIn, i18n.locale);
  const subject = t("emails.magicLinkSubject");
  const expires = t("emails.magicLinkExpires", { minutes: expiresInMinutes });
  return {
    to,
    locale: i18n.locale,
    subject,
    text: [
      t("emails.greeting"),
      "",
      t("emails.magicLinkOpen"),
      "",
      link,
      "",
      expires,
      t("emails.magicLinkIgnore"),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${subject}</h1>
<p>${t("emails.greeting")}</p>
<p>${t("emails.magicLinkUseButton")}</p>
${emailButton(i18n, link, subject)}
<p>${expires}</p>
<p style="font-size:13px;color:#52606d">${t("emails.magicLinkIgnore")}</p>`,
    ),
  };
}

/** The welcome e-mail of POST /api/auth/create-account; the sign-in link itself follows in its own e-mail. */
export function accountCreatedEmail(i18n: Translator, to: string, name: string, login: string): EmailMessage {
  const { t } = i18n;
  const loginUrl = inLanguage(login, i18n.locale);
  return {
    to,
    locale: i18n.locale,
    subject: t("emails.accountSubject"),
    text: [
      t("emails.greetingNamed", { name }),
      "",
      t("emails.accountCreated"),
      t("emails.accountLinkFollows"),
      "",
      loginUrl,
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("emails.accountHeading")}</h1>
<p>${t("emails.greetingNamed", { name })}</p>
<p>${t("emails.accountCreated")} ${t("emails.accountLinkFollows")}</p>
${emailButton(i18n, loginUrl, t("emails.signIn"))}`,
    ),
  };
}
