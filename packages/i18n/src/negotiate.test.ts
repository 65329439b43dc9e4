import { describe, expect, it } from "vitest";
import { acceptLanguageTags, firstAvailable, localeFromAcceptLanguage, pickLocale, statedLocale } from "./negotiate";

describe("locale negotiation", () => {
  it("orders an Accept-Language header by weight, dropping q=0 and *", () => {
    expect(acceptLanguageTags("fr-CH, fr;q=0.9, en;q=0.8, de;q=0, *;q=0.5")).toEqual(["fr-CH", "fr", "en"]);
    expect(acceptLanguageTags("ar;q=0.5, en-GB")).toEqual(["en-GB", "ar"]);
    expect(acceptLanguageTags(null)).toEqual([]);
  });

  it("matches a region's tag to its language and falls back to English", () => {
    expect(pickLocale(["EN-gb"])).toBe("en");
    expect(pickLocale(["xx", "en"])).toBe("en");
    expect(pickLocale(["de-DE"])).toBe("en");
    expect(pickLocale([])).toBe("en");
    expect(localeFromAcceptLanguage("de, en;q=0.1")).toBe("en");
  });

  it("states the first of Khatm's languages a header asks for, translated or not, else nothing", () => {
    expect(statedLocale("de, tr-TR;q=0.9, en;q=0.8")).toBe("tr");
    expect(statedLocale("AR-eg")).toBe("ar");
    expect(statedLocale("de, xx")).toBeNull();
    expect(statedLocale(null)).toBeNull();
  });

  it("writes for the first candidate whose catalogue exists, else English", () => {
    expect(firstAvailable(null, undefined, "en")).toBe("en");
    expect(firstAvailable()).toBe("en");
  });
});
