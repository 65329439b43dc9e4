import { describe, expect, it } from "vitest";
import { createKhatmRules } from "../features/create/validation";
import { plainText, readerName } from "./form-rules";

describe("the forms' names are one line of plain text, as the API keeps them (issue 40)", () => {
  it("reads a name as the API stores it", () => {
    expect(plainText(" \u202eAli\nBob\u0007 ")).toBe("Ali Bob");
  });

  it("refuses inline a name of nothing but breaks, controls and bidi overrides, as the API does", () => {
    expect(readerName("\n\u202e\u0007\u2029")).toBe("Name must be at least 2 characters");
    expect(readerName("Ali\nBob")).toBeNull();
    const rules = createKhatmRules(false);
    expect(rules.name("\r\n\u2066")).not.toBeNull();
    expect(rules.creatorName("\u0085")).not.toBeNull();
    expect(rules.name("Family\nKhatm")).toBeNull();
  });
});
