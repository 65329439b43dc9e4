import { describe, expect, it } from "vitest";
import { khatmProgress, percentage } from "./format";

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
