import { describe, expect, it } from "vitest";
import { accessCodeSchema } from "../common";
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

describe("isValidAccessCode", () => {
  it("accepts exactly six digits", () => {
    expect(isValidAccessCode("123456")).toBe(true);
    expect(isValidAccessCode("12345")).toBe(false);
    expect(isValidAccessCode("12345a")).toBe(false);
  });

  it("agrees with the API's access-code rule", () => {
    for (const sample of ["123456", "12345", "1234567", "12345a", " 123456"]) {
      expect(isValidAccessCode(sample), sample).toBe(accessCodeSchema.safeParse(sample).success);
    }
  });
});
