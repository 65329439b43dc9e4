import { JUZ_COUNT } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { JUZS, juzByNumber, juzSurahRange } from "./juzs";
import { SURAHS, surahByNumber } from "./surahs";

describe("surahs", () => {
  it("has 114 surahs with 6,236 ayat in all", () => {
    expect(SURAHS).toHaveLength(114);
    expect(SURAHS.reduce((sum, surah) => sum + surah.ayahs, 0)).toBe(6236);
  });
});

describe("juz table", () => {
  it("has 30 juz numbered 1 to 30", () => {
    expect(JUZS.map((juz) => juz.number)).toEqual(Array.from({ length: JUZ_COUNT }, (_, i) => i + 1));
  });

  it("starts at Al-Fatiha 1 and ends at the last ayah of An-Nas", () => {
    expect(juzByNumber(1).start).toEqual({ surah: 1, ayah: 1 });
    expect(juzByNumber(30).end).toEqual({ surah: 114, ayah: 6 });
  });

  it.each(JUZS.slice(0, -1).map((juz) => [juz.number, juz] as const))(
    "juz %i ends on the ayah just before the next juz starts",
    (number, juz) => {
      const next = juzByNumber(number + 1);
      const lastAyahOfPreviousSurah = SURAHS[next.start.surah - 2]?.ayahs;
      const expectedEnd =
        next.start.ayah > 1
          ? { surah: next.start.surah, ayah: next.start.ayah - 1 }
          : { surah: next.start.surah - 1, ayah: lastAyahOfPreviousSurah };
      expect(juz.end).toEqual(expectedEnd);
    },
  );

  it("keeps every boundary inside its surah", () => {
    for (const juz of JUZS) {
      for (const ref of [juz.start, juz.end]) {
        expect(ref.ayah).toBeGreaterThanOrEqual(1);
        expect(ref.ayah).toBeLessThanOrEqual(surahByNumber(ref.surah).ayahs);
      }
    }
  });

  it("renders the surah range of every juz", () => {
    expect(JUZS.map((juz) => juzSurahRange(juz.number))).toEqual([
      "Al-Fatiha 1 - Al-Baqarah 141",
      "Al-Baqarah 142-252",
      "Al-Baqarah 253 - Al-Imran 92",
      "Al-Imran 93 - An-Nisa 23",
      "An-Nisa 24-147",
      "An-Nisa 148 - Al-Ma'idah 81",
      "Al-Ma'idah 82 - Al-An'am 110",
      "Al-An'am 111 - Al-A'raf 87",
      "Al-A'raf 88 - Al-Anfal 40",
      "Al-Anfal 41 - At-Tawbah 92",
      "At-Tawbah 93 - Hud 5",
      "Hud 6 - Yusuf 52",
      "Yusuf 53 - Ibrahim 52",
      "Al-Hijr 1 - An-Nahl 128",
      "Al-Isra 1 - Al-Kahf 74",
      "Al-Kahf 75 - Ta-Ha 135",
      "Al-Anbiya 1 - Al-Hajj 78",
      "Al-Mu'minun 1 - Al-Furqan 20",
      "Al-Furqan 21 - An-Naml 55",
      "An-Naml 56 - Al-Ankabut 45",
      "Al-Ankabut 46 - Al-Ahzab 30",
      "Al-Ahzab 31 - Ya-Sin 27",
      "Ya-Sin 28 - Az-Zumar 31",
      "Az-Zumar 32 - Fussilat 46",
      "Fussilat 47 - Al-Jathiyah 37",
      "Al-Ahqaf 1 - Adh-Dhariyat 30",
      "Adh-Dhariyat 31 - Al-Hadid 29",
      "Al-Mujadila 1 - At-Tahrim 12",
      "Al-Mulk 1 - Al-Mursalat 50",
      "An-Naba 1 - An-Nas 6",
    ]);
  });

  it.each([0, 31, -1, 1.5])("refuses juz number %s", (number) => {
    expect(() => juzByNumber(number)).toThrow(RangeError);
  });
});
