import { describe, expect, it } from "vitest";
import { englishTranslator as en } from "../test/render";
import { DAY_AND_TIME, formatDate, formatMonthYear, formatRelative } from "./format-date";

describe("dates in English, as the spec writes them", () => {
  it("formats as MMM d, yyyy", () => expect(formatDate(en, "2025-05-15T10:00:00")).toBe("May 15, 2025"));
  it("says N/A when empty or invalid", () => {
    expect(formatDate(en, null)).toBe("N/A");
    expect(formatDate(en, "")).toBe("N/A");
    expect(formatDate(en, "not a date")).toBe("N/A");
    expect(formatRelative(en, undefined)).toBe("N/A");
  });
  it("gives month and year", () => expect(formatMonthYear(en, "2025-05-15T10:00:00")).toBe("May 2025"));
  it("adds the time of day for the juz details", () =>
    expect(formatDate(en, "2025-05-15T15:07:00", DAY_AND_TIME)).toBe("May 15, 2025, 3:07 PM"));
  it("says 'x ago' and 'in x'", () => {
    const now = "2025-05-15T12:00:00Z";
    expect(formatRelative(en, "2025-05-15T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelative(en, "2025-05-17T12:00:00Z", now)).toBe("in 2 days");
    expect(formatRelative(en, "2025-05-15T11:59:50Z", now)).toBe("10 seconds ago");
    expect(formatRelative(en, "2025-03-15T12:00:00Z", now)).toBe("2 months ago");
  });
});

describe("dates in other locales", () => {
  // Before their catalogues are available: only the locale code and Intl matter here.
  const as = (locale: string) =>
    ({
      locale,
      date: (value: Date, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, options).format(value),
      t: () => "—",
    }) as unknown as Parameters<typeof formatDate>[0];

  it("writes the locale's month names and, where CLDR has them as its default, its own digits", () => {
    // CLDR writes plain 'ar' with 0-9 (Egypt's ar-EG would use ٠-٩); Bengali uses its own digits.
    expect(formatDate(as("ar"), "2025-05-15T10:00:00")).toBe("15 مايو 2025");
    expect(formatDate(as("bn"), "2025-05-15T10:00:00")).toBe("১৫ মে, ২০২৫");
    expect(formatDate(as("tr"), "2025-05-15T10:00:00")).toBe("15 May 2025");
    expect(formatMonthYear(as("fr"), "2025-05-15T10:00:00")).toBe("mai 2025");
    expect(formatRelative(as("bn"), "2025-05-15T09:00:00Z", "2025-05-15T12:00:00Z")).toBe("৩ ঘণ্টা আগে");
    expect(formatRelative(as("ar"), "2025-05-15T09:00:00Z", "2025-05-15T12:00:00Z")).toBe("قبل 3 ساعات");
  });
});
