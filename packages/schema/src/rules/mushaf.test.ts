import { describe, expect, it } from "vitest";
import { mushafJuzUrl, mushafPartUrl, parseLocales } from "./mushaf";

const quranCom = { juzUrl: "https://quran.com/{locale}/juz/{juz}", locales: parseLocales(" en, ar,ur ,fr,") };

describe("mushafJuzUrl", () => {
  it("puts the juz and the reader's first offered language into the template", () => {
    expect(mushafJuzUrl(quranCom, 7, ["de-DE", "ur-PK", "ar"])).toBe("https://quran.com/ur/juz/7");
    expect(mushafJuzUrl(quranCom, 30, ["FR"])).toBe("https://quran.com/fr/juz/30");
  });

  it("falls back to the site's default language", () => {
    expect(mushafJuzUrl(quranCom, 1, ["de"])).toBe("https://quran.com/en/juz/1");
    expect(mushafJuzUrl(quranCom, 1)).toBe("https://quran.com/en/juz/1");
  });

  it("works with a template without a language", () => {
    expect(mushafJuzUrl({ juzUrl: "https://example.org/juz-{juz}", locales: [] }, 12, ["ar"])).toBe(
      "https://example.org/juz-12",
    );
  });
});

describe("mushafPartUrl", () => {
  const site = { juzUrl: "https://quran.com/{locale}/juz/{juz}", locales: ["en", "ar"] };
  it("opens each division's part where quran.com has it", () => {
    const at = (division: "juz" | "hizb" | "quarter" | "page" | "surah", number: number) =>
      mushafPartUrl(site, { division, number, start: { surah: 2, ayah: 142 }, juz: 2 }, ["ar"]);
    expect(at("juz", 2)).toBe("https://quran.com/ar/juz/2");
    expect(at("page", 300)).toBe("https://quran.com/ar/page/300");
    expect(at("hizb", 3)).toBe("https://quran.com/ar/hizb/3");
    expect(at("surah", 36)).toBe("https://quran.com/ar/36");
    expect(at("quarter", 9)).toBe("https://quran.com/ar/2?startingVerse=142");
  });

  it("gives the part's juz when the template names no juz path", () => {
    const other = { juzUrl: "https://mushaf.example/read?part={juz}", locales: [] };
    expect(mushafPartUrl(other, { division: "page", number: 300, start: { surah: 18, ayah: 1 }, juz: 15 })).toBe(
      "https://mushaf.example/read?part=15",
    );
  });
});
