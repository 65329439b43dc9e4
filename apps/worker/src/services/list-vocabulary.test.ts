import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { parsePastedList } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { listWords } from "./list-vocabulary";

describe("listWords", () => {
  it("takes each language's juz, 'Completed' and 'Anonymous reader' from its catalogue", async () => {
    const words = await listWords();
    for (const word of ["Juz", "الجزء", "پارہ", "পারা", "Cüz"]) expect(words.partWords).toContain(word);
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
});
