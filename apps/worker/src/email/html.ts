import {
  type AvailableLocale,
  DEFAULT_LOCALE,
  type MessageKey,
  type MessageValues,
  type Translator,
} from "@khatm/i18n";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/**
 * HTML of e-mails, written with hono/html's `html` template: every value put in is escaped (names, e-mails, links),
 * and fragments made with `html` go in as they are.
 */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The finished HTML of an e-mail. Its templates are synchronous, so `html` gives a string, never a promise. */
function render(document: Html): string {
  if (document instanceof Promise) throw new Error("E-mail HTML must not wait for anything");
  return document.toString();
}

/**
 * The shared frame of every HTML e-mail: a plain, readable column that mail clients render alike, with the
 * language and direction it is written in.
 */
export function emailLayout({ locale, dir }: Translator, body: Html): string {
  return render(html`<!doctype html>
<html lang="${locale}" dir="${dir}"><body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body></html>`);
}

/** A link drawn as a button, with the address repeated as text for clients that block styling. */
export function emailButton(i18n: Translator, href: string, label: string): Html {
  const link = html`<a href="${href}" style="color:#0c8599;word-break:break-all">${href}</a>`;
  return html`<p><a href="${href}" style="display:inline-block;background:#0c8599;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${label}</a></p>
<p style="font-size:13px;color:#52606d">${htmlMessage(i18n, "emails.orOpenLink", {}, { link })}</p>`;
}

const MARK = "\u0000";

/**
 * A catalogue message as HTML: its text escaped, and each of `parts` (markup made with `html`) put in at its
 * argument, wherever the locale's sentence places it.
 */
export function htmlMessage(i18n: Translator, key: MessageKey, values: MessageValues, parts: Record<string, Html>) {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = i18n.t(key, { ...values, ...marks }).split(MARK);
  // Odd pieces are the names between the marks; the others are text, which `html` escapes.
  return html`${pieces.map((piece, index) => (index % 2 === 1 ? parts[piece] : piece))}`;
}

/**
 * An app link for an e-mail written in `locale`: `?lang=` opens the app in it whatever the browser's languages.
 * English, the app's default, leaves the spec's links as they are.
 */
export function inLanguage(url: string, locale: AvailableLocale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const link = new URL(url);
  link.searchParams.set("lang", locale);
  return link.toString();
}

export const HEADING_STYLE = "font-size:20px;margin:0 0 16px";

/** `document` (made by emailLayout) with `fragment` added at the end of its column, e.g. the stop footer. */
export function appendToLayout(document: string, fragment: Html): string {
  const end = document.lastIndexOf("</div>\n</body>");
  if (end < 0) throw new Error("Not an e-mail made by emailLayout");
  return `${document.slice(0, end)}${render(fragment)}\n${document.slice(end)}`;
}
