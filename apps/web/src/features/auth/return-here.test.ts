import { describe, expect, it } from "vitest";
import { loginSearchOf } from "./return-here";

describe("loginSearchOf", () => {
  it("keeps a path of this site", () => {
    expect(loginSearchOf({ next: "/n/123456?lang=ar" })).toEqual({ next: "/n/123456?lang=ar" });
  });

  it("always writes next, undefined for another site, so the raw value above the route cannot pass unchecked", () => {
    const search = loginSearchOf({ next: "//evil.example/steal", token: "t" });
    expect(Object.keys(search)).toEqual(["next"]);
    expect(search.next).toBeUndefined();
  });
});
