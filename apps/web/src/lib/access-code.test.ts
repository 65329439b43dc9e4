import { describe, expect, it } from "vitest";
import { isValidAccessCode, sanitizeAccessCode } from "./access-code";

describe("sanitizeAccessCode", () => {
  it.each([
    ["123456", "123456"],
    ["12 34-56", "123456"],
    ["abc12", "12"],
    ["12345678", "123456"],
    ["", ""],
  ])("%s → %s", (input, code) => expect(sanitizeAccessCode(input)).toBe(code));
});

it("accepts exactly six digits", () => {
  expect(isValidAccessCode("123456")).toBe(true);
  expect(isValidAccessCode("12345")).toBe(false);
  expect(isValidAccessCode("12345a")).toBe(false);
});
