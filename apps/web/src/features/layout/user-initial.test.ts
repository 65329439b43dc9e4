import { describe, expect, it } from "vitest";
import { userInitial } from "./user-initial";

describe("userInitial", () => {
  it.each([
    [{ name: "amina", email: "x@example.org" }, "A"],
    [{ name: "  Émile ", email: "x@example.org" }, "É"],
    [{ name: null, email: "zaid@example.org" }, "Z"],
    [{ name: "   ", email: "yusuf@example.org" }, "Y"],
    [{ name: "عائشة", email: "a@example.org" }, "ع"],
  ])("takes the name's initial, else the e-mail's: %o gives %s", (user, initial) => {
    expect(userInitial(user)).toBe(initial);
  });
});
