import { DIVISIONS, type Division, divisionFields, partCountOf } from "./division";

/**
 * A counted recitation (Surah Ya-Sin 41 times, salawat 4,444 times): a khatm that has no parts, only a target count of
 * one recitation, which readers pledge to share (so many each) and report as they read. Its `division` is "count",
 * beside the part divisions; the part code keeps `Division`, which a count is not.
 */
export const COUNT_DIVISION = "count";

/** What a khatm is: divided into parts (a `Division`), or a counted recitation. */
export const KHATM_DIVISIONS = [...DIVISIONS, COUNT_DIVISION] as const;
export type KhatmDivision = (typeof KHATM_DIVISIONS)[number];

/** A count's target: a whole number from 1 to this. */
export const COUNT_TARGET_MAX = 1_000_000;

/** The recitation's words ("Surah Ya-Sin", "Salawat", the creator's own): 1 to this many characters. */
export const RECITATION_MAX_LENGTH = 120;

export function isCountDivision(division: KhatmDivision | undefined): division is typeof COUNT_DIVISION {
  return division === COUNT_DIVISION;
}

/** The parts' division of a khatm that has parts; null for a counted recitation. */
export function partDivisionOf(division: KhatmDivision): Division | null {
  return isCountDivision(division) ? null : division;
}

/**
 * A count's progress, from the counts every khatm carries (the index copies them as for parts): what is not pledged
 * is "available", pledged and not read yet "reserved", read "completed".
 */
export interface CountProgress {
  target: number;
  pledged: number;
  done: number;
}

export function countProgressOf(stats: { available: number; reserved: number; completed: number }): CountProgress {
  return {
    target: stats.available + stats.reserved + stats.completed,
    pledged: stats.reserved + stats.completed,
    done: stats.completed,
  };
}

/** How many of a count are still free to pledge. */
export function unpledgedOf(progress: CountProgress): number {
  return Math.max(0, progress.target - progress.pledged);
}

/** How many part rows a khatm holds: its division's part count; none for a counted recitation. */
export function partRowCountOf(division: KhatmDivision): number {
  const parts = partDivisionOf(division);
  return parts ? partCountOf(parts) : 0;
}

/**
 * The fields that say what a khatm is in an answer: `division` and `partCount` for a khatm of parts (a juz khatm's
 * too), `division`, `target` and `recitation` for a counted recitation.
 */
export function khatmDivisionFields(khatm: {
  division: KhatmDivision;
  target: number | null;
  recitation: string | null;
}): { division?: KhatmDivision; partCount?: number; target?: number; recitation?: string | null } {
  const parts = partDivisionOf(khatm.division);
  if (parts) return divisionFields(parts);
  return { division: COUNT_DIVISION, target: khatm.target ?? 0, recitation: khatm.recitation };
}

/** How much a khatm is complete at: its target for a counted recitation, its part count otherwise. */
export function khatmTotalOf(khatm: { division: KhatmDivision; target: number | null }): number {
  return isCountDivision(khatm.division) ? (khatm.target ?? 0) : partRowCountOf(khatm.division);
}
