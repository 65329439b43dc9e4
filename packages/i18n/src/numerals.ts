import type { AvailableLocale } from "./locales";

/**
 * The digits each locale writes by default (CLDR's default numbering system, as `Intl.NumberFormat(locale)` uses).
 * numerals.test.ts compares every locale with Intl.NumberFormat, so a locale added to AVAILABLE_LOCALES needs its row.
 */
const DIGITS: Record<AvailableLocale, string> = {
  en: "0123456789",
  ar: "0123456789",
  ur: "0123456789",
  id: "0123456789",
  ms: "0123456789",
  tr: "0123456789",
  fr: "0123456789",
  bn: "০১২৩৪৫৬৭৮৯",
};

/**
 * A whole number as `new Intl.NumberFormat(locale, options).format(value)` writes it, or undefined when that needs
 * ICU: from 0 to 999 without options (no sign, no grouping separator, the locale's digits), and any non-negative safe
 * integer with `{ useGrouping: false }` only (a year). A page's first NumberFormat sets ICU's number formatting up
 * (100-170 ms of a phone's CPU, at 4x, while a page hydrates); the counts and the year a page shows need none of it.
 */
export function plainWholeNumber(
  locale: AvailableLocale,
  value: unknown,
  options?: Intl.NumberFormatOptions,
): string | undefined {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return undefined;
  const ungrouped = options !== undefined && Object.keys(options).length === 1 && options.useGrouping === false;
  if (options !== undefined && !ungrouped) return undefined;
  if (!ungrouped && value > 999) return undefined;
  const digits = DIGITS[locale];
  return String(value).replace(/[0-9]/g, (digit) => digits.charAt(Number(digit)));
}
