import { DIVISIONS, type Division, PART_COUNTS } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import {
  getJuzMeta,
  getPageMeta,
  getRubAlHizbMeta,
  getSurahMeta,
  type Juz,
  meta,
  type Page,
  type RubAlHizbId,
  type Surah,
} from "quran-meta/hafs";
import { describe, expect, it } from "vitest";
import { type Part, partByNumber, partGroups, partSurahRange, partsOf } from "./parts";
import { SURAH_NAMES } from "./surah-names";

// Each part checked against quran-meta's own per-part lookups (Hafs), a different way into its tables than the
// lists parts.ts is made from.
type Bounds = { first: [number, number]; last: [number, number] };
const asPart = (number: number, { first, last }: Bounds): Part => ({
  number,
  start: { surah: first[0], ayah: first[1] },
  end: { surah: last[0], ayah: last[1] },
});
const expected: Record<Division, (number: number) => Part> = {
  juz: (number) => asPart(number, getJuzMeta(number as Juz)),
  hizb: (number) => {
    const [first, last] = [number * 4 - 3, number * 4].map((quarter) => getRubAlHizbMeta(quarter as RubAlHizbId));
    return asPart(number, { first: must(first).first, last: must(last).last });
  },
  quarter: (number) => asPart(number, getRubAlHizbMeta(number as RubAlHizbId)),
  page: (number) => asPart(number, getPageMeta(number as Page)),
  surah: (number) => asPart(number, getSurahMeta(number as Surah)),
};

describe("parts of every division, against quran-meta (Hafs)", () => {
  it("count what quran-meta counts", () => {
    expect(PART_COUNTS).toEqual({
      juz: meta.numJuzs,
      hizb: meta.numHizbs,
      quarter: meta.numRubAlHizbs,
      page: meta.numPages,
      surah: meta.numSurahs,
    });
  });

  it.each(DIVISIONS)("%s: every part starts and ends where quran-meta says", (division) => {
    const numbers = Array.from({ length: PART_COUNTS[division] }, (_, i) => i + 1);
    expect(partsOf(division)).toEqual(numbers.map(expected[division]));
  });

  it.each(DIVISIONS)("%s: the parts cover the Qur'an once, from Al-Fatiha 1 to An-Nas 6", (division) => {
    const parts = partsOf(division);
    expect(parts[0]?.start).toEqual({ surah: 1, ayah: 1 });
    expect(parts.at(-1)?.end).toEqual({ surah: 114, ayah: 6 });
    for (const [index, part] of parts.slice(1).entries()) {
      const previous = parts[index] as Part;
      const follows =
        part.start.ayah === 1
          ? part.start.surah === previous.end.surah + 1 &&
            previous.end.ayah === getSurahMeta(previous.end.surah as Surah).ayahCount
          : part.start.surah === previous.end.surah && part.start.ayah === previous.end.ayah + 1;
      expect(follows, `${division} ${part.number} follows ${division} ${previous.number}`).toBe(true);
    }
  });
});

describe("a part by its number", () => {
  it("refuses numbers outside the division", () => {
    expect(() => partByNumber("hizb", 61)).toThrow(RangeError);
    expect(() => partByNumber("page", 0)).toThrow(RangeError);
    expect(() => partByNumber("surah", 1.5)).toThrow(RangeError);
    expect(partByNumber("page", 604).end).toEqual({ surah: 114, ayah: 6 });
  });

  it("reads as a juz's range, in the locale's names and digits", () => {
    expect(partSurahRange("juz", 2)).toBe("Al-Baqarah 142-252");
    expect(partSurahRange("surah", 36)).toBe("Ya-Sin 1-83");
    expect(partSurahRange("page", 1)).toBe("Al-Fatiha 1-7");
    expect(partSurahRange("hizb", 60)).toBe("Al-A'la 1 - An-Nas 6");
    expect(partSurahRange("quarter", 240, "tr")).toBe(`${SURAH_NAMES.tr[99]} 9 - ${SURAH_NAMES.tr[113]} 6`);
  });
});

describe("partGroups", () => {
  it("puts every part of every division in the juz it starts in, in order", () => {
    for (const division of DIVISIONS) {
      const groups = partGroups(division);
      expect(groups.flatMap((group) => group.numbers)).toEqual(
        Array.from({ length: PART_COUNTS[division] }, (_, index) => index + 1),
      );
    }
    expect(partGroups("hizb")[0]).toEqual({ juz: 1, numbers: [1, 2] });
    expect(partGroups("juz").map((group) => group.numbers)).toEqual(
      Array.from({ length: 30 }, (_, index) => [index + 1]),
    );
    expect(partGroups("page").at(-1)?.juz).toBe(30);
  });
});
