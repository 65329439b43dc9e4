import { describe, expect, it } from "vitest";
import { describeJuzNumbers, joinWithAnd, juzListText } from "./juz";

describe("juzListText", () => {
  it.each([
    [[], "No juz selected"],
    [[7], "Juz 7"],
    [[5, 1, 3, 2], "Juz 1-3, 5"],
    [[30, 29, 28, 1, 10, 12, 11], "Juz 1, 10-12, 28-30"],
    [[4, 4, 6], "Juz 4, 6"],
  ])("%j → %s", (numbers, text) => expect(juzListText(numbers)).toBe(text));
});

describe("describeJuzNumbers", () => {
  it("sorts, collapses consecutive numbers into ranges and joins the last with 'and'", () => {
    expect(describeJuzNumbers([3])).toBe("Juz 3");
    expect(describeJuzNumbers([7, 3])).toBe("Juz 3 and 7");
    expect(describeJuzNumbers([9, 1, 2, 3, 5])).toBe("Juz 1-3, 5 and 9");
    expect(describeJuzNumbers([30, 29, 28])).toBe("Juz 28-30");
  });

  it("joins names", () => {
    expect(joinWithAnd(["Aisha"])).toBe("Aisha");
    expect(joinWithAnd(["Aisha", "Omar", "Bilal"])).toBe("Aisha, Omar and Bilal");
  });
});
