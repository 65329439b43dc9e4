import {
  type AvailableLocale,
  createTranslator,
  isAvailableLocale,
  type MessageKey,
  type MessageValues,
  pickLocale,
  type Translator,
} from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { storageKeys } from "./storage";

let active: Translator | null = null;

/**
 * The browser's locale: `?lang=` (kept for next time), else the stored choice, else the browser's languages, else
 * English. The language menu stores its choice under the same key.
 */
export function chooseLocale(url: URL, stored: string | null, languages: readonly string[]): AvailableLocale {
  const asked = url.searchParams.get("lang");
  if (isAvailableLocale(asked)) return asked;
  if (isAvailableLocale(stored)) return stored;
  return pickLocale(languages);
}

/**
 * Loads the locale's catalogue and makes it the app's: main.tsx awaits this before the first render, and adopts a
 * page the worker painted only when it was painted in this very language (its <html lang>, read before this call).
 */
export async function startI18n(): Promise<Translator> {
  const url = new URL(window.location.href);
  const locale = chooseLocale(url, localStorage.getItem(storageKeys.locale), navigator.languages ?? []);
  if (isAvailableLocale(url.searchParams.get("lang"))) localStorage.setItem(storageKeys.locale, locale);
  const translator = createTranslator(locale, await loadCatalogue(locale));
  activateTranslator(translator);
  return translator;
}

/** The language menu's choice: its catalogue loaded, made the app's and remembered for the next visit. */
export async function switchLocale(locale: AvailableLocale): Promise<Translator> {
  const translator = createTranslator(locale, await loadCatalogue(locale));
  activateTranslator(translator);
  localStorage.setItem(storageKeys.locale, locale);
  return translator;
}

/** Makes a translator the one `t` below uses, and writes its language into <html lang dir>. */
export function activateTranslator(translator: Translator): void {
  active = translator;
  if (typeof document !== "undefined") {
    document.documentElement.lang = translator.locale;
    document.documentElement.dir = translator.dir;
  }
}

/**
 * `t` for code outside React (a mutation's toasts, form validators), which runs in the browser after startI18n.
 * Components use useT(), which the server's render provides too.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  if (!active) throw new Error("t() before startI18n()");
  return active.t(key, values);
}

/** The language the app is showing (null before startI18n): the API answers in it too (api-client.ts). */
export function activeLocale(): AvailableLocale | null {
  return active?.locale ?? null;
}
