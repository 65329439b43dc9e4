import { AVAILABLE_LOCALES, createTranslator, type MessageKey, partListText, type Translator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { DIVISIONS, type Division, PART_COUNTS } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { countedParts, partLabel, partUnit } from "./part-labels";
import { surahName } from "./surah-names";

const translator = async (locale: (typeof AVAILABLE_LOCALES)[number]) =>
  createTranslator(locale, await loadCatalogue(locale));

/** Each of these tests formats thousands of messages (every part or key, in every locale): seconds on a busy machine. */
const SWEEP_TIMEOUT = 30_000;

describe("part labels", () => {
  it("name each division's parts in English as the issue says", async () => {
    const en = await translator("en");
    expect(partLabel(en, "juz", 5)).toBe("Juz 5");
    expect(partLabel(en, "hizb", 12)).toBe("Hizb 12");
    expect(partLabel(en, "quarter", 37)).toBe("Quarter 37");
    expect(partLabel(en, "page", 300)).toBe("Page 300");
    expect(partLabel(en, "surah", 36)).toBe("36. Ya-Sin");
    expect(partUnit(en, "hizb")).toBe("hizb");
    expect(partListText(en, "page", [12, 13, 14, 20])).toBe("Pages 12-14, 20");
    expect(partListText(en, "page", [7])).toBe("Page 7");
    expect(partListText(en, "juz", [1, 2, 3, 5])).toBe("Juz 1-3, 5");
  });

  it(
    "name every part of every division in every locale, with the locale's digits and surah names",
    async () => {
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
    },
    SWEEP_TIMEOUT,
  );
});

/** The parts messages that name the juz on purpose: a juz's own words, the create form's option, the groups by juz. */
const ABOUT_JUZ = new Set(["juz", "juzList", "juzUnit", "optionJuz", "groupsTitle", "groupsHint"]);

/** The actions a refusal may name (parts.creatorOnly, parts.ownPartsOnly). */
const ACTIONS = ["reserveOnBehalf", "transfer", "uncomplete", "cancel", "complete"];

/** Every argument a parts message may take, filled as the app fills it for a part of this division. */
function partValues(i18n: Translator, division: Division) {
  const numbers = [3, 4, 9];
  return {
    division,
    unit: partUnit(i18n, division),
    counted: countedParts(i18n, division, PART_COUNTS[division]),
    part: partLabel(i18n, division, 3),
    parts: partListText(i18n, division, numbers),
    juzList: partListText(i18n, division, numbers),
    juz: partListText(i18n, division, numbers),
    name: "Noor",
    surahs: "Al-Baqarah 1-5",
    link: "https://quran.com/page/3",
    status: "reserved",
    total: PART_COUNTS[division],
    count: 3,
    number: 3,
    available: 3,
    reserved: 3,
    taken: 3,
    completed: 3,
    free: 3,
    others: 2,
    list: "3-4",
    days: 14,
    round: 2,
    mode: "rotate",
    by: "Omar",
  };
}

describe("the parts catalogue", () => {
  it(
    "names a khatm of another division in its own words in every locale, never in the juz's",
    async () => {
      const english = (await loadCatalogue("en")).parts;
      const keys = Object.keys(english).filter((key) => !ABOUT_JUZ.has(key));
      for (const locale of AVAILABLE_LOCALES) {
        const i18n = await translator(locale);
        // The locale's word for a juz, alone and in a label ("juz", "Cüz", "الجزء", "پارہ").
        const juzWords = [i18n.t("parts.juzUnit"), i18n.t("parts.juz", { number: "" }).trim()].map((word) =>
          word.toLocaleLowerCase(locale),
        );
        for (const division of DIVISIONS.filter((candidate) => candidate !== "juz")) {
          for (const key of keys) {
            // Each branch of the refusals' `action` select, the others ignore it.
            for (const action of ACTIONS) {
              const values = { ...partValues(i18n, division), action };
              const text = i18n.t(`parts.${key}` as MessageKey, values).toLocaleLowerCase(locale);
              for (const word of juzWords) expect(text, `${locale} ${division} parts.${key}`).not.toContain(word);
              expect(text, `${locale} parts.${key}`).not.toMatch(/[{}]/);
            }
          }
        }
      }
    },
    SWEEP_TIMEOUT,
  );

  it("says 'No page selected' and 'Show pages' where a juz khatm says the spec's words", async () => {
    const en = await translator("en");
    expect(partListText(en, "page", [])).toBe("No page selected");
    expect(partListText(en, "juz", [])).toBe("No juz selected");
    expect(en.t("parts.selectAtLeastOne", { division: "hizb" })).toBe("Please select at least one hizb to reserve");
    expect(en.t("parts.boardTitle", { division: "quarter" })).toBe("Quarters");
    expect(en.t("parts.showParts", { unit: partUnit(en, "surah") })).toBe("Show surahs");
    expect(en.t("parts.transferTitle", { part: partLabel(en, "surah", 36) })).toBe("Transfer 36. Ya-Sin");
    const ar = await translator("ar");
    expect(partListText(ar, "page", [])).toBe("لم تختر أي صفحة");
    expect(ar.t("parts.detailsTitle", { part: partLabel(ar, "page", 300) })).toBe("تفاصيل الصفحة 300");
  });
});
