import { type AvailableLocale, createTranslator, localeFromAcceptLanguage, type Translator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";

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

/** The translator for a request's reader: its Accept-Language, else English. */
export function requestTranslator(request: Request): Promise<Translator> {
  return translatorFor(localeFromAcceptLanguage(request.headers.get("Accept-Language")));
}
