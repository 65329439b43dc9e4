import { AVAILABLE_LOCALES, createTranslator, partListText } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { DIVISIONS, PART_COUNTS } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { partLabel, partUnit } from "./part-labels";
import { surahName } from "./surah-names";

const translator = async (locale: (typeof AVAILABLE_LOCALES)[number]) =>
  createTranslator(locale, await loadCatalogue(locale));

describe("part labels", () => {
  it("name each division's parts in English as the issue says", async () => {
    const en = await translator("en");
    expect(partLabel(en, "juz", 5)).toBe("Juz 5");
    expect(partLabel(en, "hizb", 12)).toBe("Hizb 12");
    expect(partLabel(en, "quarter", 37)).toBe("Quarter 37");
    expect(partLabel(en, "page", 300)).toBe("Page 300");
    expect(partLabel(en, "surah", 36)).toBe("36. Ya-Sin");
    expect(partUnit(en, "hizb")).toBe("hizb");
    expect(partListText(en, "page", [12, 13, 14, 20])).toBe("Page 12-14, 20");
    expect(partListText(en, "juz", [1, 2, 3, 5])).toBe("Juz 1-3, 5");
  });

  it("name every part of every division in every locale, with the locale's digits and surah names", async () => {
    for (const locale of AVAILABLE_LOCALES) {
      const i18n = await translator(locale);
      for (const division of DIVISIONS) {
        const labels = Array.from({ length: PART_COUNTS[division] }, (_, index) =>
          partLabel(i18n, division, index + 1),
        );
        expect(new Set(labels).size, `${locale} ${division}`).toBe(PART_COUNTS[division]);
        for (const [index, label] of labels.entries()) {
          expect(label, `${locale} ${division} ${index + 1}`).toContain(i18n.number(index + 1));
          expect(label).not.toMatch(/[{}]/);
          if (division === "surah") expect(label).toContain(surahName(index + 1, locale));
        }
        expect(partUnit(i18n, division)).not.toBe("");
      }
    }
  });
});
