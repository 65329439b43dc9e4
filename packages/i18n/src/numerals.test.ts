import { describe, expect, it } from "vitest";
import { AVAILABLE_LOCALES } from "./locales";
import { smallWholeNumber } from "./numerals";

const WHOLE = Array.from({ length: 1000 }, (_, value) => value);

describe("smallWholeNumber", () => {
  it.each(AVAILABLE_LOCALES)("writes 0 to 999 in %s exactly as Intl.NumberFormat does", (locale) => {
    const format = new Intl.NumberFormat(locale);
    for (const value of WHOLE) expect(smallWholeNumber(locale, value), `${locale} ${value}`).toBe(format.format(value));
  });

  it("leaves every other value to Intl.NumberFormat", () => {
    for (const value of [-1, -0, 1000, 1234, 0.5, 12.25, Number.NaN, Number.POSITIVE_INFINITY, "12", 12n]) {
      expect(smallWholeNumber("en", value)).toBeUndefined();
    }
  });
});
