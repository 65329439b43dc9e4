import { describe, expect, it } from "vitest";
import type { Juz } from "./juz";
import type { Khatm } from "./khatm";
import type { Division } from "./rules/division";
import { freePart, packSharePageData, type SharePageData, unpackSharePageData } from "./share-page";

const surahsOf = (_division: Division, number: number) => `Verses of ${number}`;

function part(number: number, changes: Partial<Juz> = {}): Juz {
  return { ...freePart(7000 + number, "k1", number, surahsOf("page", number)), ...changes };
}

const held = { status: "reserved", readerName: "Aisha", reservedAt: "2026-03-01T10:00:00.000Z" } as const;

function data(division: "juz" | "page", count: number, changes: Record<number, Partial<Juz>> = {}): SharePageData {
  const khatm = { id: "k1", ...(division === "juz" ? {} : { division, partCount: count }) } as Khatm;
  return { code: "123456", khatm, juzs: Array.from({ length: count }, (_, i) => part(i + 1, changes[i + 1])) };
}

describe("the share page's data, packed", () => {
  it("sends a page khatm's free pages as runs of numbers and gives back the same parts", () => {
    const pages = data("page", 604, { 3: held, 4: held, 300: { ...held, status: "completed" } });
    const packed = packSharePageData(pages, surahsOf);
    expect(packed.juzs.map((juz) => juz.number)).toEqual([3, 4, 300]);
    expect(packed.free).toEqual({
      idBase: 7000,
      runs: [
        [1, 2],
        [5, 299],
        [301, 604],
      ],
    });
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(pages).length / 50);
    expect(unpackSharePageData(JSON.parse(JSON.stringify(packed)), surahsOf)).toEqual(pages);
  });

  it("keeps as they are the free parts it could not give back exactly", () => {
    const odd = data("page", 10, { 2: { id: 99 }, 5: { surahs: "Written otherwise" }, 7: { khatmId: "other" } });
    const packed = packSharePageData(odd, surahsOf);
    expect(packed.juzs.map((juz) => juz.number)).toEqual([2, 5, 7]);
    expect(unpackSharePageData(packed, surahsOf)).toEqual(odd);
  });

  it("leaves a juz khatm's 30 juz and a khatm with nothing free as the API answers them", () => {
    const juz = data("juz", 30);
    expect(packSharePageData(juz, surahsOf)).toEqual(juz);
    const taken = data("page", 3, { 1: held, 2: held, 3: held });
    expect(packSharePageData(taken, surahsOf)).toEqual(taken);
  });
});
