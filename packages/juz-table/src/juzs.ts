import { isAvailableLocale, plainWholeNumber } from "@khatm/i18n";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { surahName } from "./surah-names";

/**
 * The 30 juz of the Qur'an as divided in the Madani mushaf (Hafs), each from its first to its last ayah.
 * Source: Tanzil Quran metadata, "juzs" table (tanzil.net/docs/quran_metadata); a juz ends on the ayah before
 * the next one starts, which the tests check against the surahs' ayah counts.
 */
export interface AyahRef {
  surah: number;
  ayah: number;
}

export interface Juz {
  number: number;
  start: AyahRef;
  end: AyahRef;
}

const JUZ_BOUNDS: ReadonlyArray<readonly [startSurah: number, startAyah: number, endSurah: number, endAyah: number]> = [
  [1, 1, 2, 141],
  [2, 142, 2, 252],
  [2, 253, 3, 92],
  [3, 93, 4, 23],
  [4, 24, 4, 147],
  [4, 148, 5, 81],
  [5, 82, 6, 110],
  [6, 111, 7, 87],
  [7, 88, 8, 40],
  [8, 41, 9, 92],
  [9, 93, 11, 5],
  [11, 6, 12, 52],
  [12, 53, 14, 52],
  [15, 1, 16, 128],
  [17, 1, 18, 74],
  [18, 75, 20, 135],
  [21, 1, 22, 78],
  [23, 1, 25, 20],
  [25, 21, 27, 55],
  [27, 56, 29, 45],
  [29, 46, 33, 30],
  [33, 31, 36, 27],
  [36, 28, 39, 31],
  [39, 32, 41, 46],
  [41, 47, 45, 37],
  [46, 1, 51, 30],
  [51, 31, 57, 29],
  [58, 1, 66, 12],
  [67, 1, 77, 50],
  [78, 1, 114, 6],
];

export const JUZS: ReadonlyArray<Juz> = JUZ_BOUNDS.map(([startSurah, startAyah, endSurah, endAyah], index) => ({
  number: index + 1,
  start: { surah: startSurah, ayah: startAyah },
  end: { surah: endSurah, ayah: endAyah },
}));

export function juzByNumber(number: number): Juz {
  const juz = Number.isInteger(number) ? JUZS[number - 1] : undefined;
  if (!juz) throw new RangeError(`No juz number ${number}; juz run from 1 to ${JUZ_COUNT}`);
  return juz;
}

/**
 * The readable surah range of a juz: "Al-Fatiha 1 - Al-Baqarah 141" when it spans surahs, "Al-Baqarah 142-252" when
 * it stays within one (the English form is stored on each juz row). Other locales get their surah names
 * (surah-names.ts) and their digits.
 */
export function juzSurahRange(number: number, locale = "en"): string {
  const { start, end } = juzByNumber(number);
  return surahRangeText(start, end, locale);
}

/** The readable range from `start` to `end`, as a juz's: "Al-Baqarah 142-252", "Al-Fatiha 1 - Al-Baqarah 141". */
export function surahRangeText(start: AyahRef, end: AyahRef, locale = "en"): string {
  // Ayah numbers are below 300: written from the locale's digits, without a NumberFormat for each (60 of them made
  // a juz list's first render in Arabic one long task of a phone's CPU while the page hydrated).
  const ayah = (value: number) =>
    (isAvailableLocale(locale) ? plainWholeNumber(locale, value) : undefined) ?? value.toLocaleString(locale);
  const first = surahName(start.surah, locale);
  if (start.surah === end.surah) return `${first} ${ayah(start.ayah)}-${ayah(end.ayah)}`;
  return `${first} ${ayah(start.ayah)} - ${surahName(end.surah, locale)} ${ayah(end.ayah)}`;
}
