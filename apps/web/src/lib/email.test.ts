import { emailSchema } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { isValidEmail, nameFromEmail } from "./email";

describe("e-mail helpers", () => {
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
  it("takes the part before the at sign as a name", () =>
    expect(nameFromEmail("fatima.k@example.org")).toBe("fatima.k"));
});
