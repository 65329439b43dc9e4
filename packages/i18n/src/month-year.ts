import type { AvailableLocale } from "./locales";
import { plainWholeNumber } from "./numerals";

/**
 * Each locale's month names as `Intl.DateTimeFormat(locale, { month: "long", year: "numeric" })` writes them (from
 * Node's ICU; month-year.test.ts compares every locale and month with Intl, so a locale added to AVAILABLE_LOCALES
 * needs its row).
 */
const MONTHS: Record<AvailableLocale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ar: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
  ur: ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"],
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
  ms: [
    "Januari",
    "Februari",
    "Mac",
    "April",
    "Mei",
    "Jun",
    "Julai",
    "Ogos",
    "September",
    "Oktober",
    "November",
    "Disember",
  ],
  tr: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  bn: ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"],
};

/**
 * "November 2026" in the locale's words and digits, in the viewer's time zone, as Intl writes it with
 * `{ month: "long", year: "numeric" }` (every locale of ours puts the month first, then a space and the year). A
 * page's first DateTimeFormat sets ICU's date formatting up (about 80 ms of a phone's CPU, at 4x, in the middle of
 * hydrating a khatm's heading); the month and year a page shows need none of it.
 */
export function monthYearText(locale: AvailableLocale, date: Date): string {
  const year = plainWholeNumber(locale, date.getFullYear(), { useGrouping: false }) ?? String(date.getFullYear());
  return `${MONTHS[locale][date.getMonth()]} ${year}`;
}

/**
 * A calendar day written `YYYY-MM-DD` (a finish-by date, issue 37) in the locale's words and digits: "March 20, 2026"
 * in English, day first elsewhere ("20 mars 2026"). A day, not an instant: no time zone moves it, and no ICU is
 * needed while a page hydrates.
 */
export function calendarDayText(locale: AvailableLocale, day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const digits = (value: number) => plainWholeNumber(locale, value) ?? String(value);
  const name = MONTHS[locale][month - 1] ?? "";
  const yearText = plainWholeNumber(locale, year, { useGrouping: false }) ?? String(year);
  return locale === "en" ? `${name} ${digits(date)}, ${yearText}` : `${digits(date)} ${name} ${yearText}`;
}
