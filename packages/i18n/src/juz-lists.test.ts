import { describe, expect, it } from "vitest";
import english from "./catalogues/en";
import { describeJuzNumbers, joinWithAnd, juzListText } from "./juz-lists";
import { createTranslator } from "./translator";

const en = createTranslator("en", english);

describe("juz lists", () => {
  it("writes a selection as ranges, as the spec's forms show it", () => {
    expect(juzListText(en, [])).toBe("No juz selected");
    expect(juzListText(en, [7])).toBe("Juz 7");
    expect(juzListText(en, [5, 1, 3, 2, 3])).toBe("Juz 1-3, 5");
  });

  it("names juz in a sentence, the last joined with 'and'", () => {
    expect(describeJuzNumbers(en, [3, 7])).toBe("Juz 3 and 7");
    expect(describeJuzNumbers(en, [9, 1, 2, 3, 5])).toBe("Juz 1-3, 5 and 9");
    expect(joinWithAnd(en, ["A"])).toBe("A");
    expect(joinWithAnd(en, ["A", "B", "C"])).toBe("A, B and C");
  });
});
