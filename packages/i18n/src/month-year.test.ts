import { describe, expect, it } from "vitest";
import { AVAILABLE_LOCALES } from "./locales";
import { calendarDayText, monthYearText } from "./month-year";

describe("monthYearText", () => {
  it.each(AVAILABLE_LOCALES)("writes every month and year as Intl does in %s", (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" });
    for (const year of [1999, 2025, 2026, 2031])
      for (let month = 0; month < 12; month++) {
        // The first and the last moment of the month, in the time zone the test runs in.
        for (const date of [new Date(year, month, 1, 0, 0), new Date(year, month + 1, 0, 23, 59)])
          expect(monthYearText(locale, date)).toBe(intl.format(date));
      }
  });

  it("reads the month in the viewer's time zone, as Intl does", () => {
    const lastMinuteOfOctober = new Date(2026, 9, 31, 23, 59);
    expect(monthYearText("en", lastMinuteOfOctober)).toBe("October 2026");
    expect(monthYearText("fr", new Date(2026, 10, 1))).toBe("novembre 2026");
  });
});

describe("calendarDayText (a finish-by date, issue 37)", () => {
  it("writes the day in each locale's words and digits, whatever the time zone", () => {
    expect(calendarDayText("en", "2026-03-20")).toBe("March 20, 2026");
    expect(calendarDayText("fr", "2026-03-01")).toBe("1 mars 2026");
    expect(calendarDayText("ar", "2026-12-31")).toBe("31 ديسمبر 2026");
    expect(calendarDayText("bn", "2026-03-20")).toBe("২০ মার্চ ২০২৬");
  });
});
