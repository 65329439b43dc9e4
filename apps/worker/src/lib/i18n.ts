import {
  type AvailableLocale,
  createTranslator,
  DEFAULT_LOCALE,
  isAvailableLocale,
  localeFromAcceptLanguage,
  statedLocale,
  type Translator,
} from "@khatm/i18n";
import { LOCALE_COOKIE } from "@khatm/schema/headers";
import { parse as parseCookie } from "hono/utils/cookie";
import { loadCatalogue } from "../catalogues";

const translators = new Map<AvailableLocale, Promise<Translator>>();

/** The translator of a locale, its catalogue loaded once per isolate. */
export function translatorFor(locale: AvailableLocale): Promise<Translator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadCatalogue(locale).then((catalogue) => createTranslator(locale, catalogue));
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * The translator for a request's reader: the page's `?lang=` (a link shared in a language, or the app's own choice,
 * as the web app reads it), else its Accept-Language, else English.
 */
export function requestTranslator(request: Request): Promise<Translator> {
  return translatorFor(requestLocale(request) ?? DEFAULT_LOCALE);
}

/**
 * The language a request asks for: `?lang=`, else the reader's choice the web app keeps in a cookie, else the first of
 * Khatm's languages its Accept-Language names; null when it says none usable (no header, `*`, only other languages),
 * as crawlers fetching a preview do.
 */
export function requestLocale(request: Request): AvailableLocale | null {
  const asked = new URL(request.url).searchParams.get("lang");
  if (isAvailableLocale(asked)) return asked;
  const chosen = parseCookie(request.headers.get("Cookie") ?? "", LOCALE_COOKIE)[LOCALE_COOKIE];
  if (isAvailableLocale(chosen)) return chosen;
  const header = request.headers.get("Accept-Language");
  return statedLocale(header) ? localeFromAcceptLanguage(header) : null;
}
