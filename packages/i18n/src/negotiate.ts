import { type AvailableLocale, DEFAULT_LOCALE, isAvailableLocale, LOCALES, type Locale } from "./locales";

/** The first available locale among the given language tags ('ar-EG' matches 'ar'), else English. */
export function pickLocale(tags: readonly string[]): AvailableLocale {
  for (const tag of tags) {
    const exact = tag.trim().toLowerCase();
    if (isAvailableLocale(exact)) return exact;
    const base = exact.split("-")[0];
    if (isAvailableLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most wanted first ('fr-CH, fr;q=0.9, en;q=0.8'). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale for a request on the server: its Accept-Language, else English. */
export function localeFromAcceptLanguage(header: string | null | undefined): AvailableLocale {
  return pickLocale(acceptLanguageTags(header));
}

const isLocale = (tag: string): tag is Locale => Object.hasOwn(LOCALES, tag);

/**
 * The first of Khatm's languages an Accept-Language header asks for, translated yet or not, else null: what is
 * stored as a person's or a khatm's language, so it serves them once its catalogue lands.
 */
export function statedLocale(header: string | null | undefined): Locale | null {
  for (const tag of acceptLanguageTags(header)) {
    const exact = tag.toLowerCase();
    if (isLocale(exact)) return exact;
    const base = exact.split("-")[0] ?? "";
    if (isLocale(base)) return base;
  }
  return null;
}

/** The first of `candidates` whose catalogue exists, else English: whom an e-mail or answer is written for. */
export function firstAvailable(...candidates: (Locale | null | undefined)[]): AvailableLocale {
  return candidates.find(isAvailableLocale) ?? DEFAULT_LOCALE;
}
