import { describe, expect, it } from "vitest";
import { finishByNoticeAt, finishByProblem, finishOutcomeOf, isCalendarDate, paceOf } from "./finish-by";

describe("finish-by dates (issue 37)", () => {
  it("takes real calendar days only", () => {
    expect(isCalendarDate("2026-03-20")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "20260320", "2026-3-20", "tomorrow", ""]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it("refuses a date before today or more than three years ahead", () => {
    const today = "2026-11-27";
    expect(finishByProblem("2026-11-27", today)).toBeNull();
    expect(finishByProblem("2029-11-27", today)).toBeNull();
    expect(finishByProblem("2029-11-28", today)).toBe("tooFar");
    expect(finishByProblem("2026-11-26", today)).toBe("past");
    expect(finishByProblem("2026-11-31", today)).toBe("invalid");
  });

  it("counts today and the last day, and rounds the parts a day up to one decimal", () => {
    // A date nine days ahead leaves 10 days.
    expect(paceOf("2026-12-06", 25, "2026-11-27")).toEqual({ daysLeft: 10, partsLeft: 25, perDay: 2.5 });
    expect(paceOf("2026-12-06", 26, "2026-11-27").perDay).toBe(2.6);
    expect(paceOf("2026-12-06", 21, "2026-11-27").perDay).toBe(2.1);
    // 30 juz over 7 days: 4.285... is 4.3.
    expect(paceOf("2026-12-03", 30, "2026-11-27")).toEqual({ daysLeft: 7, partsLeft: 30, perDay: 4.3 });
    // On the last day, all that is left is that day's; a counted recitation counts recitations the same way.
    expect(paceOf("2026-11-27", 41, "2026-11-27")).toEqual({ daysLeft: 1, partsLeft: 41, perDay: 41 });
    expect(paceOf("2026-11-30", 1000, "2026-11-27")).toEqual({ daysLeft: 4, partsLeft: 1000, perDay: 250 });
    // After the date: no day left, everything left.
    expect(paceOf("2026-11-20", 5, "2026-11-27")).toEqual({ daysLeft: 0, partsLeft: 5, perDay: 5 });
  });

  it("says 'on time' for a khatm completed by the date and 'late' once the date has passed with parts left", () => {
    expect(finishOutcomeOf("2026-12-01", 0, "2026-12-01", "2026-12-05")).toBe("onTime");
    expect(finishOutcomeOf("2026-12-01", 0, "2026-12-02", "2026-12-05")).toBeNull();
    expect(finishOutcomeOf("2026-12-01", 3, null, "2026-12-01")).toBeNull();
    expect(finishOutcomeOf("2026-12-01", 3, null, "2026-12-02")).toBe("late");
  });

  it("is due for its notice at the start of the third day before", () => {
    expect(new Date(finishByNoticeAt("2026-12-10")).toISOString()).toBe("2026-12-07T00:00:00.000Z");
  });
});
