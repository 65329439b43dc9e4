import { describe, expect, it } from "vitest";
import { formatDate, formatMonthYear, formatRelative } from "./format-date";

describe("dates", () => {
  it("formats as MMM D, YYYY", () => expect(formatDate("2025-05-15T10:00:00")).toBe("May 15, 2025"));
  it("says N/A when empty or invalid", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("")).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
    expect(formatRelative(undefined)).toBe("N/A");
  });
  it("gives month and year", () => expect(formatMonthYear("2025-05-15T10:00:00")).toBe("May 2025"));
  it("says 'x ago' and 'in x'", () => {
    const now = "2025-05-15T12:00:00Z";
    expect(formatRelative("2025-05-15T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelative("2025-05-17T12:00:00Z", now)).toBe("in 2 days");
  });
});
