import { type Division, PART_COUNTS } from "@khatm/schema/rules";
import { HizbQuarterList, meta, PageList, SurahList } from "quran-meta/hafs";
import { type AyahRef, JUZS, surahRangeText } from "./juzs";

/** One part of a khatm's division: a juz, hizb, quarter, page or surah, from its first to its last ayah (Hafs). */
export interface Part {
  number: number;
  start: AyahRef;
  end: AyahRef;
}

// quran-meta's lists hold each part's first ayah as a running ayah id (1 = Al-Fatiha 1), after a placeholder at
// index 0 and before a sentinel one past the last ayah; SurahList's rows start with that id.
const surahFirstAyahIds = SurahList.map(([firstAyahId]) => firstAyahId);
const lastAyahId = meta.numAyahs;

function ayahRef(ayahId: number): AyahRef {
  let surah = 1;
  while ((surahFirstAyahIds[surah + 1] ?? Number.POSITIVE_INFINITY) <= ayahId) surah += 1;
  return { surah, ayah: ayahId - (surahFirstAyahIds[surah] ?? 0) + 1 };
}

/** Parts that start at the given running ayah ids, each ending on the ayah before the next one starts. */
function partsStartingAt(firstAyahIds: readonly number[]): Part[] {
  return firstAyahIds.map((first, index) => ({
    number: index + 1,
    start: ayahRef(first),
    end: ayahRef((firstAyahIds[index + 1] ?? lastAyahId + 1) - 1),
  }));
}

const quarterStarts = HizbQuarterList.slice(1, PART_COUNTS.quarter + 1);

/** Each division's parts, made on first use from quran-meta's Hafs tables (juz from the checked juz table). */
const makers: Record<Division, () => readonly Part[]> = {
  juz: () => JUZS,
  // A hizb is four quarters: it starts where its first quarter does.
  hizb: () => partsStartingAt(quarterStarts.filter((_, index) => index % 4 === 0)),
  quarter: () => partsStartingAt(quarterStarts),
  page: () => partsStartingAt(PageList.slice(1, PART_COUNTS.page + 1)),
  surah: () => partsStartingAt(surahFirstAyahIds.slice(1, PART_COUNTS.surah + 1)),
};
const made = new Map<Division, readonly Part[]>();

/** The parts of a division, numbered from 1. */
export function partsOf(division: Division): readonly Part[] {
  let parts = made.get(division);
  if (!parts) {
    parts = makers[division]();
    made.set(division, parts);
  }
  return parts;
}

export function partByNumber(division: Division, number: number): Part {
  const part = Number.isInteger(number) ? partsOf(division)[number - 1] : undefined;
  if (!part) throw new RangeError(`No ${division} number ${number}; they run from 1 to ${PART_COUNTS[division]}`);
  return part;
}

/** A part's readable range, as a juz's: "Al-Baqarah 142-252"; a whole surah's too ("Ya-Sin 1-83"). */
export function partSurahRange(division: Division, number: number, locale = "en"): string {
  const { start, end } = partByNumber(division, number);
  return surahRangeText(start, end, locale);
}

/** A run of parts shown together: those that start in juz `juz`. */
export interface PartGroup {
  juz: number;
  numbers: number[];
}

function before(a: AyahRef, b: AyahRef): boolean {
  return a.surah < b.surah || (a.surah === b.surah && a.ayah < b.ayah);
}

/**
 * A division's parts grouped by the juz each starts in (juz 1: hizb 1-2, quarters 1-8, pages 1-21, surahs 1-2), so
 * a screen can show 30 groups instead of 604 cards. Every part is in exactly one group, in order.
 */
export function partGroups(division: Division): PartGroup[] {
  const groups = JUZS.map((juz) => ({ juz: juz.number, numbers: [] as number[] }));
  let juzIndex = 0;
  for (const part of partsOf(division)) {
    while (juzIndex + 1 < JUZS.length && !before(part.start, (JUZS[juzIndex + 1] as (typeof JUZS)[number]).start)) {
      juzIndex += 1;
    }
    groups[juzIndex]?.numbers.push(part.number);
  }
  return groups.filter((group) => group.numbers.length > 0);
}
