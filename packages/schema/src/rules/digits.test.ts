import { describe, expect, it } from "vitest";
import { sanitizeAccessCode } from "./access-code";
import { asciiDigits } from "./digits";

describe("asciiDigits", () => {
  it.each([
    ["0123456789", "0123456789"],
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["০১২৩৪৫৬৭৮৯", "0123456789"],
    ["١2۳৪", "1234"],
    ["code ٤٨", "code 48"],
    ["", ""],
  ])("%s → %s", (input, output) => expect(asciiDigits(input)).toBe(output));

  it("leaves letters of those scripts alone", () => {
    expect(asciiDigits("پارہ পারা جزء")).toBe("پارہ পারা جزء");
  });
});

describe("sanitizeAccessCode with other digits", () => {
  it.each([
    ["٤٨٢٩١٥", "482915"],
    ["۴۸۲ ۹۱۵", "482915"],
    ["৪৮২৯১৫৭", "482915"],
  ])("%s → %s", (input, code) => expect(sanitizeAccessCode(input)).toBe(code));
});
