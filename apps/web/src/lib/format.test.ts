import { describe, expect, it } from "vitest";
import { juzListText, khatmProgress, percentage } from "./format";

describe("percentage", () => {
  it("is 0 when the total is 0", () => expect(percentage(5, 0)).toBe(0));
  it("rounds", () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(30, 30)).toBe(100);
  });
});

describe("khatmProgress", () => {
  it("counts completed juz as reserved", () => {
    expect(khatmProgress({ available: 20, reserved: 7, completed: 3 })).toEqual({
      reserved: 10,
      completed: 3,
      total: 30,
      percent: 33,
    });
  });
  it("shows the spec's placeholder when stats are missing", () => {
    expect(khatmProgress(undefined)).toEqual({ reserved: 0, completed: 0, total: 30, percent: 0 });
  });
});

describe("juzListText", () => {
  it.each([
    [[], "No juz selected"],
    [[7], "Juz 7"],
    [[5, 1, 3, 2], "Juz 1-3, 5"],
    [[30, 29, 28, 1, 10, 12, 11], "Juz 1, 10-12, 28-30"],
    [[4, 4, 6], "Juz 4, 6"],
  ])("%j → %s", (numbers, text) => expect(juzListText(numbers)).toBe(text));
});
