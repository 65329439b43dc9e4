import { describe, expect, it } from "vitest";
import { quickPledges, roundNumberNear } from "./quick-pledges";

describe("quickPledges", () => {
  it("offers 1, 3 and 7 for a small recitation (Ya-Sin 41 times, a hundred)", () => {
    expect(quickPledges(41)).toEqual([1, 3, 7]);
    expect(quickPledges(100)).toEqual([1, 3, 7]);
  });

  it("scales with a large target: round shares of it, never 1 of 4,444", () => {
    expect(quickPledges(4444)).toEqual([50, 100, 500]);
    expect(quickPledges(1000)).toEqual([10, 30, 100]);
    expect(quickPledges(1_000_000)).toEqual([10_000, 30_000, 100_000]);
    expect(quickPledges(101)).toEqual([1, 3, 10]);
  });

  it("rounds to 1, 2, 3 or 5 times a power of ten", () => {
    expect([44, 133, 444, 1.4, 7.5, 17].map(roundNumberNear)).toEqual([50, 100, 500, 1, 10, 20]);
  });
});
