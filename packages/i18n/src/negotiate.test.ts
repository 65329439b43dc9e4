import { describe, expect, it } from "vitest";
import { acceptLanguageTags, localeFromAcceptLanguage, pickLocale } from "./negotiate";

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
});
