import { describe, expect, it } from "vitest";
import { returnPathOf } from "./return-path";

describe("returnPathOf: only a path of this site is returned to", () => {
  it.each([
    ["/n/123456", "/n/123456"],
    ["/j/012345?lang=ar", "/j/012345?lang=ar"],
    ["/my-reservations", "/my-reservations"],
    // The fragment (a manage key) never travels in a link.
    ["/n/123456#manage=secret", "/n/123456"],
    // Dot segments are resolved, and stay on this site.
    ["/a/../my-khatms", "/my-khatms"],
    ["/../../evil.example", "/evil.example"],
  ])("keeps %s as %s", (value, path) => {
    expect(returnPathOf(value)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/\tjavascript",
    "/\n/evil.example",
    "/login",
    "/verify-login?token=x",
    `/${"a".repeat(600)}`,
    42,
    null,
  ])("refuses %j", (value) => {
    expect(returnPathOf(value)).toBeNull();
  });
});
