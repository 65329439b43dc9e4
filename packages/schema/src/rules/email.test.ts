import { describe, expect, it } from "vitest";
import * as z from "zod";
import { emailSchema } from "../common";
import { EMAIL_PATTERN, isValidEmail, sameText } from "./email";

describe("isValidEmail", () => {
  it.each([
    ["a@b.co", true],
    [" reader@example.org ", true],
    ["first.last+tag@mail.example.com", true],
    ["no-at-sign", false],
    ["a@b", false],
    ["a..b@c.com", false],
    ["", false],
  ])("%j valid: %s", (email, valid) => expect(isValidEmail(email)).toBe(valid));

  it("agrees with the API's e-mail rule", () => {
    for (const sample of ["a@b.co", "x.y@z.io", "a@b", "a b@c.de", "a..b@c.com", ".a@b.com", "a@-b.com", "ü@b.com"]) {
      expect(isValidEmail(sample), sample).toBe(emailSchema.safeParse(sample).success);
    }
  });

  it("accepts what zod's own z.email() accepts", () => {
    const samples = ["a@b.co", "a_b'c+d@x-y.example.museum", "a.@b.co", "a@b.c", "a@b_c.com", "-a@b.co", "a@b.co."];
    for (const sample of samples) expect(EMAIL_PATTERN.test(sample), sample).toBe(z.email().safeParse(sample).success);
  });
});

describe("sameText", () => {
  it("ignores case and surrounding spaces", () =>
    expect(sameText(" Reader@Example.org", "reader@example.org ")).toBe(true));
  it("never matches a missing value", () => {
    expect(sameText(null, null)).toBe(false);
    expect(sameText(undefined, "a@b.co")).toBe(false);
  });
  it("tells different texts apart", () => expect(sameText("a@b.co", "b@b.co")).toBe(false));
});
