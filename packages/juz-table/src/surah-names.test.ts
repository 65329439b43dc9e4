import { JuzList, SurahList } from "quran-meta/hafs";
import { surahNamesFr, surahNamesTr } from "quran-meta/i18n";
import { describe, expect, it } from "vitest";
import { JUZS, juzSurahRange } from "./juzs";
import { SURAH_NAMES, surahName } from "./surah-names";
import { SURAHS } from "./surahs";

// quran-meta's lists start with a placeholder at index 0 (and SurahList ends with one): surah n is at index n.
const surahs = SurahList.slice(1, 115);

describe("the juz table against quran-meta (Hafs)", () => {
  it("has each surah's ayah count", () => {
    expect(SURAHS.map((surah) => surah.ayahs)).toEqual(surahs.map(([, ayahCount]) => ayahCount));
  });

  it("starts each juz where quran-meta does", () => {
    // JuzList holds each juz's first ayah as a running ayah id (1 = Al-Fatiha 1).
    const firstAyahOf = (id: number) => {
      const surah = surahs.filter(([start]) => start <= id).length;
      return { surah, ayah: id - (surahs[surah - 1]?.[0] ?? 0) + 1 };
    };
    expect(JUZS.map((juz) => juz.start)).toEqual(JuzList.slice(1, 31).map(firstAyahOf));
  });
});

describe("surah names", () => {
  it("are quran-meta's: Arabic script, Turkish and French", () => {
    expect(SURAH_NAMES.ar).toEqual(surahs.map((surah) => surah[4]));
    expect(SURAH_NAMES.tr).toEqual(surahNamesTr.slice(1, 115).map(([name]) => name));
    expect(SURAH_NAMES.fr).toEqual(surahNamesFr.slice(1, 115).map(([name]) => name));
  });

  it("follow the locale", () => {
    expect(surahName(2, "ar")).toBe("البَقَرَة");
    expect(surahName(2, "ur")).toBe("البَقَرَة");
    expect(surahName(2, "tr")).toBe("Bakara");
    expect(surahName(2, "fr")).toBe("Al Baqarah");
    for (const locale of ["en", "id", "ms", "bn"]) expect(surahName(2, locale)).toBe("Al-Baqarah");
    expect(() => surahName(115, "ar")).toThrow(RangeError);
  });

  it("make each locale's juz range, English as stored", () => {
    expect(juzSurahRange(1)).toBe("Al-Fatiha 1 - Al-Baqarah 141");
    expect(juzSurahRange(2, "tr")).toBe("Bakara 142-252");
    expect(juzSurahRange(30, "ar")).toBe(`${SURAH_NAMES.ar[77]} 1 - ${SURAH_NAMES.ar[113]} 6`);
    expect(juzSurahRange(2, "bn")).toBe("Al-Baqarah ১৪২-২৫২");
  });
});
