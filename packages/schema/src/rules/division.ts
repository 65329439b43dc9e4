import { JUZ_COUNT } from "./juz";
import type { KhatmDivision } from "./recitation";

/**
 * How a khatm's Qur'an is shared out: by juz (the spec's, and the default), hizb, quarter (rub' al-hizb), page of the
 * Madani mushaf (Hafs) or surah. Each division's parts and their boundaries are in @khatm/juz-table.
 */
export const DIVISIONS = ["juz", "hizb", "quarter", "page", "surah"] as const;
export type Division = (typeof DIVISIONS)[number];

export const DEFAULT_DIVISION: Division = "juz";

/** How many parts each division has (a test checks them against quran-meta's counts). */
export const PART_COUNTS: Readonly<Record<Division, number>> = {
  juz: JUZ_COUNT,
  hizb: 60,
  quarter: 240,
  page: 604,
  surah: 114,
};

export function isDivision(value: unknown): value is Division {
  return typeof value === "string" && (DIVISIONS as readonly string[]).includes(value);
}

/** The most parts any division has (604 pages): the longest list of part numbers a request may carry. */
export const MAX_PART_COUNT = Math.max(...Object.values(PART_COUNTS));

/** How many parts a khatm of this division has. */
export function partCountOf(division: Division): number {
  return PART_COUNTS[division];
}

/**
 * The fields that describe a khatm's division in an answer, a juz khatm's too (issue 24: every answer describing a
 * khatm carries them; the spec's fields stay as they are, these two are added).
 */
export function divisionFields(division: Division): { division: Division; partCount: number } {
  return { division, partCount: partCountOf(division) };
}

/**
 * A khatm answer's division and part count, a juz khatm's (no fields) included. Only for a khatm of parts: a counted
 * recitation (recitation.ts) has none, and the screens that show parts are never shown for one.
 */
export function divisionOf(khatm: { division?: KhatmDivision; partCount?: number }): {
  division: Division;
  partCount: number;
} {
  const division = khatm.division ?? "juz";
  if (division === "count") throw new Error("A counted recitation has no parts");
  return { division, partCount: partCountOf(division) };
}
