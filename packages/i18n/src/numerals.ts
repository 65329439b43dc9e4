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
 * A whole number from 0 to 999 as `new Intl.NumberFormat(locale).format(value)` writes it (no sign, no grouping
 * separator, the locale's digits), or undefined for any other value. A page's first NumberFormat sets ICU's number
 * formatting up (about 20-40 ms of a phone's CPU while a page hydrates); the counts a page shows need none of it.
 */
export function smallWholeNumber(locale: AvailableLocale, value: unknown): string | undefined {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 999 || Object.is(value, -0)) {
    return undefined;
  }
  const digits = DIGITS[locale];
  return String(value).replace(/[0-9]/g, (digit) => digits.charAt(Number(digit)));
}
