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
import { LOCALE_COOKIE } from "@khatm/schema/headers";
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
 * The language this browser asks for (`chooseLocale`); a choice (`?lang=` or one kept from before) is remembered, its
 * cookie renewed, a browser's default is not.
 */
export function browserLocale(): AvailableLocale {
  const url = new URL(window.location.href);
  const stored = localStorage.getItem(storageKeys.locale);
  const locale = chooseLocale(url, stored, navigator.languages ?? []);
  if (isAvailableLocale(url.searchParams.get("lang")) || isAvailableLocale(stored)) rememberLocale(locale);
  return locale;
}

/** Loads the locale's catalogue and makes it the app's (main.tsx, for a page the worker did not paint). */
export async function startI18n(locale: AvailableLocale): Promise<Translator> {
  const translator = createTranslator(locale, await loadCatalogue(locale));
  activateTranslator(translator);
  return translator;
}

/**
 * The language menu's choice: its catalogue loaded, made the app's and remembered for the next visit. The browser's
 * own language after hydrating a page painted in another is not remembered (`remember` false).
 */
export async function switchLocale(locale: AvailableLocale, remember = true): Promise<Translator> {
  const translator = createTranslator(locale, await loadCatalogue(locale));
  activateTranslator(translator);
  if (remember) rememberLocale(locale);
  return translator;
}

/**
 * Keeps the reader's choice for the next visit: in local storage for the app, and in a cookie for the worker, which
 * paints a share link's page in it before any script runs (so a returning reader's page is not painted twice).
 */
function rememberLocale(locale: AvailableLocale): void {
  localStorage.setItem(storageKeys.locale, locale);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on older phones (Safari before 18.4).
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure}`;
}

/** Makes a translator the one `t` below uses, and writes its language into <html lang dir>. */
export function activateTranslator(translator: Translator): Translator {
  active = translator;
  if (typeof document !== "undefined") {
    document.documentElement.lang = translator.locale;
    document.documentElement.dir = translator.dir;
  }
  return translator;
}

/**
 * `t` for code outside React (a mutation's toasts, form validators), which runs in the browser after startI18n.
 * Components use useT(), which the server's render provides too.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  if (!active) throw new Error("t() before startI18n()");
  return active.t(key, values);
}

/** The active translator, for code outside React that names parts (partLabel, describePartNumbers need one). */
export function activeTranslator(): Translator {
  if (!active) throw new Error("activeTranslator() before startI18n()");
  return active;
}

/** The language the app is showing (null before startI18n): the API answers in it too (api-client.ts). */
export function activeLocale(): AvailableLocale | null {
  return active?.locale ?? null;
}
