import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { COMPLETION_DUA, duaTranslation } from "./completion-dua";

// The source the du'a is quoted from: quran-json's files, read as they ship.
const require = createRequire(import.meta.url);
interface Surah {
  id: number;
  verses: Array<{ id: number; text: string; translation?: string }>;
}
function verseFrom(file: string) {
  const quran = JSON.parse(readFileSync(require.resolve(`quran-json/dist/${file}`), "utf8")) as Surah[];
  const verse = quran
    .find((surah) => surah.id === COMPLETION_DUA.surah)
    ?.verses.find((v) => v.id === COMPLETION_DUA.verse);
  if (!verse) throw new Error(`No verse ${COMPLETION_DUA.reference} in ${file}`);
  return verse;
}

describe("the completion du'a", () => {
  it("is the end of Al-Baqarah 2:127 in quran-json's Arabic, word for word with its diacritics", () => {
    const { text } = verseFrom("quran.json");
    expect(text.endsWith(COMPLETION_DUA.arabic)).toBe(true);
    // Whole words, starting at "Rabbana".
    expect(text.at(-COMPLETION_DUA.arabic.length - 1)).toBe(" ");
    expect(COMPLETION_DUA.arabic.split(" ")).toHaveLength(7);
    expect(COMPLETION_DUA.arabic).toMatch(/[\u064B-\u0652]/);
  });

  it.each(Object.entries(COMPLETION_DUA.translations))(
    "in %s is the end of that verse's quran-json translation",
    (language, quoted) => {
      const { translation } = verseFrom(`quran_${language}.json`);
      expect(translation?.endsWith(quoted)).toBe(true);
      expect(quoted.length).toBeGreaterThan(20);
    },
  );

  it("is given in the viewer's first language that has a translation, else English", () => {
    expect(duaTranslation(["de-DE", "fr-CA", "en"]).language).toBe("fr");
    expect(duaTranslation(["ur"]).text).toBe(COMPLETION_DUA.translations.ur);
    expect(duaTranslation(["de"]).language).toBe("en");
    expect(duaTranslation([]).text).toBe(COMPLETION_DUA.translations.en);
  });
});
