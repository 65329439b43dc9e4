import { describe, expect, it } from "vitest";
import { AVAILABLE_LOCALES } from "./locales";
import { plainWholeNumber } from "./numerals";

const WHOLE = Array.from({ length: 1000 }, (_, value) => value);

describe("plainWholeNumber", () => {
  it.each(AVAILABLE_LOCALES)("writes 0 to 999 in %s exactly as Intl.NumberFormat does", (locale) => {
    const format = new Intl.NumberFormat(locale);
    for (const value of WHOLE) expect(plainWholeNumber(locale, value), `${locale} ${value}`).toBe(format.format(value));
  });

  it.each(AVAILABLE_LOCALES)(
    "writes whole numbers without grouping in %s exactly as Intl.NumberFormat does",
    (locale) => {
      const format = new Intl.NumberFormat(locale, { useGrouping: false });
      for (const value of [...WHOLE, 1000, 2026, 12345, 9_999_999, Number.MAX_SAFE_INTEGER]) {
        expect(plainWholeNumber(locale, value, { useGrouping: false }), `${locale} ${value}`).toBe(
          format.format(value),
        );
      }
    },
  );

  it("leaves every other value and option to Intl.NumberFormat", () => {
    expect(plainWholeNumber("en", 5, { style: "percent" })).toBeUndefined();
    expect(plainWholeNumber("en", 5, { useGrouping: false, minimumIntegerDigits: 2 })).toBeUndefined();
    expect(plainWholeNumber("en", -5, { useGrouping: false })).toBeUndefined();
    expect(plainWholeNumber("en", 2 ** 60, { useGrouping: false })).toBeUndefined();
    for (const value of [-1, -0, 1000, 1234, 0.5, 12.25, Number.NaN, Number.POSITIVE_INFINITY, "12", 12n]) {
      expect(plainWholeNumber("en", value)).toBeUndefined();
    }
  });
});
