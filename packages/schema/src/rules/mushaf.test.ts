import { describe, expect, it } from "vitest";
import { mushafJuzUrl, parseLocales } from "./mushaf";

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
