import type { MessageKey, Translator } from "@khatm/i18n";
import type { Division } from "@khatm/schema/rules";
import { surahName } from "./surah-names";

const LABEL_KEYS: Record<Division, MessageKey> = {
  juz: "parts.juz",
  hizb: "parts.hizb",
  quarter: "parts.quarter",
  page: "parts.page",
  surah: "parts.surah",
};

const UNIT_KEYS: Record<Division, MessageKey> = {
  juz: "parts.juzUnit",
  hizb: "parts.hizbUnit",
  quarter: "parts.quarterUnit",
  page: "parts.pageUnit",
  surah: "parts.surahUnit",
};

/** A part's name in the reader's language: "Juz 5", "Hizb 12", "Quarter 37", "Page 300", "36. Ya-Sin". */
export function partLabel(i18n: Translator, division: Division, number: number): string {
  const values = { number: i18n.number(number), name: division === "surah" ? surahName(number, i18n.locale) : "" };
  return i18n.t(LABEL_KEYS[division], values);
}

/** The division's parts as a count's noun: "juz", "hizb", "quarters", "pages", "surahs" ("12/60 hizb reserved"). */
export function partUnit(i18n: Translator, division: Division): string {
  return i18n.t(UNIT_KEYS[division]);
}

/**
 * A count of the division's parts (or a count khatm's recitations) as the reader's grammar writes it: "1 page",
 * "604 pages", "٦٠٤ صفحات", "٣٠ جزءًا". A sentence takes it whole, so its noun agrees with its number.
 */
export function countedParts(i18n: Translator, division: Division | "recitation", count: number): string {
  return i18n.t("parts.counted", { count, division });
}

/** The key of partUnit's noun, for a text worded where it is read (a refusal, an activity). */
export function partUnitKey(division: Division): MessageKey {
  return UNIT_KEYS[division];
}
