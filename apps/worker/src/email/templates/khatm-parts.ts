import type { AvailableLocale, Translator } from "@khatm/i18n";
import type { Division } from "@khatm/schema/rules";
import { html } from "hono/html";
import { type Html, htmlMessage, inLanguage } from "../html";

/** Pieces shared by the khatm e-mails. */

/** What an e-mail about a khatm's progress knows: its recipient, the khatm, and how to word and link it. */
export interface KhatmProgressMail {
  to: string;
  khatmName: string;
  dedication: string | null;
  accessCode: string;
  origin: string;
  i18n: Translator;
  /** The khatm's division (juz when absent): a juz khatm's e-mail is the spec's, another counts its own parts. */
  division?: Division;
}

/**
 * The links of a khatm, all on the web app and opening it in the e-mail's language: the dashboard (share link), the
 * join page and the reader's list.
 */
export interface KhatmLinks {
  dashboard: string;
  join: string;
  myReservations: string;
}

export function khatmLinks(origin: string, accessCode: string, locale: AvailableLocale): KhatmLinks {
  return {
    dashboard: inLanguage(`${origin}/n/${accessCode}`, locale),
    join: inLanguage(`${origin}/j/${accessCode}`, locale),
    myReservations: inLanguage(`${origin}/my-reservations`, locale),
  };
}

/**
 * The manage link: the dashboard with the manage key in the fragment, which browsers never send to a server, so
 * the key stays out of server and proxy logs.
 */
export function manageLink(origin: string, accessCode: string, manageKey: string, locale: AvailableLocale): string {
  return `${inLanguage(`${origin}/n/${accessCode}`, locale)}#manage=${encodeURIComponent(manageKey)}`;
}

/** A khatm name made safe for a subject line: one line, however it was typed. */
export function subjectName(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

export interface JuzLine {
  number: number;
  surahs: string;
  /** "Read Juz N": the juz in the online mushaf. */
  readUrl?: string;
  /** A part of a khatm not divided by juz, named in the e-mail's language ("Page 300"); absent: "Juz N". */
  label?: string;
}

/** "Read Juz 5", "Read Page 300": the line's read link text. */
export function readLinkText({ t }: Translator, juz: JuzLine): string {
  return juz.label ? t("parts.read", { part: juz.label }) : t("together.readJuz", { number: juz.number });
}

export function juzLinesText({ t }: Translator, juzs: readonly JuzLine[]): string {
  return juzs
    .map((juz) => {
      const { label: part, readUrl: link } = juz;
      const line = part
        ? t("parts.emailLine", { part, surahs: juz.surahs })
        : t("emails.juzLine", { number: juz.number, surahs: juz.surahs });
      if (!link) return line;
      const read = part
        ? t("parts.emailReadLine", { part, link })
        : t("together.readJuzLine", { number: juz.number, link });
      return `${line}\n${read}`;
    })
    .join("\n");
}

export function juzLinesHtml(i18n: Translator, juzs: readonly JuzLine[]): Html {
  const items = juzs.map((juz) => {
    const name = html`<strong>${juz.label ?? i18n.t("emails.juz", { number: juz.number })}</strong>`;
    const read = juz.readUrl
      ? html` · <a href="${juz.readUrl}" style="color:#0c8599">${readLinkText(i18n, juz)}</a>`
      : "";
    return html`<li>${htmlMessage(i18n, "emails.juzLineHtml", { surahs: juz.surahs }, { juz: name })}${read}</li>\n`;
  });
  return html`<ul style="padding-left:20px">\n${items}</ul>`;
}

/** The khatm's "Dedicated to" line, shown quietly under its name; nothing when it has none. */
export function dedicationText({ t }: Translator, dedication: string | null | undefined): string[] {
  return dedication ? [t("together.dedicatedTo", { dedication })] : [];
}

export function dedicationHtml({ t }: Translator, dedication: string | null | undefined): Html | string {
  return dedication
    ? html`<p style="font-style:italic;color:#52606d">${t("together.dedicatedTo", { dedication })}</p>`
    : "";
}
