import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { parsePastedList } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { listWords } from "./list-vocabulary";

describe("listWords", () => {
  it("takes each language's juz, 'Completed' and 'Anonymous reader' from its catalogue", async () => {
    const words = await listWords();
    for (const word of ["Juz", "الجزء", "پارہ", "পারা", "Cüz", "Hizb", "Page"]) expect(words.partWords).toContain(word);
    for (const word of ["Completed", "Okundu", "مكتمل"]) expect(words.doneWords).toContain(word);
    expect(words.anonymousNames).toHaveLength(AVAILABLE_LOCALES.length);
    expect(words.anonymousNames).toContain("Anonymous reader");
  });

  it("reads lists written with those words", async () => {
    const vocabulary = await listWords();
    const { rows } = parsePastedList("الجزء ٥: مريم مكتمل\n6. Cüz: Ayşe okundu\nJuz 7 - Omar completed", {
      partCount: 30,
      vocabulary,
    });
    expect(rows).toEqual([
      { number: 5, readerName: "مريم", completed: true },
      { number: 6, readerName: "Ayşe", completed: true },
      { number: 7, readerName: "Omar", completed: true },
    ]);
  });

  it("reads a list of another division's parts by their words", async () => {
    const vocabulary = await listWords();
    const { rows, unread } = parsePastedList("Page 300: Ali ✅\nHizb 12 - Omar\n301. Zainab", {
      partCount: 604,
      vocabulary,
    });
    expect(rows).toEqual([
      { number: 12, readerName: "Omar", completed: false },
      { number: 300, readerName: "Ali", completed: true },
      { number: 301, readerName: "Zainab", completed: false },
    ]);
    expect(unread).toEqual([]);
  });
});
