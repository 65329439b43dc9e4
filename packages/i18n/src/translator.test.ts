import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import english from "./catalogues/en";
import { AVAILABLE_LOCALES } from "./locales";
import { createTranslator } from "./translator";

const en = createTranslator("en", english);

describe("createTranslator", () => {
  it("returns a catalogue's text and fills in its arguments", () => {
    expect(en.t("layout.myAccount")).toBe("My Account");
    expect(en.t("common.pageTitle", { page: "My Account", site: "Khatm" })).toBe("My Account · Khatm");
  });

  it("chooses plural forms through Intl.PluralRules", () => {
    const catalogue = {
      ...english,
      common: { ...english.common, yourEmail: "{count, plural, one {# juz} other {# juz each}}" },
    };
    const plural = createTranslator("en", catalogue);
    expect(plural.t("common.yourEmail", { count: 1 })).toBe("1 juz");
    expect(plural.t("common.yourEmail", { count: 1200 })).toBe("1,200 juz each");
  });

  it("refuses an unknown key at compile time", () => {
    // @ts-expect-error: no such key in the English catalogue
    expect(en.t("layout.noSuchKey")).toBe("layout.noSuchKey");
    // @ts-expect-error: a key needs its namespace
    en.t("myAccount");
  });

  it("writes numbers in messages and alone as Intl.NumberFormat does, in every locale", () => {
    const catalogue = {
      ...english,
      common: { ...english.common, yourEmail: "{count, number} {count, plural, one {# juz} other {# juz each}}" },
    };
    for (const locale of AVAILABLE_LOCALES) {
      const translator = createTranslator(locale, catalogue);
      const format = new Intl.NumberFormat(locale);
      for (const value of [0, 1, 7, 30, 604, 999, 1000, 1234.5, -3]) {
        expect(translator.number(value)).toBe(format.format(value));
        const plural = new Intl.PluralRules(locale).select(value) === "one" ? "juz" : "juz each";
        expect(translator.t("common.yourEmail", { count: value })).toBe(
          `${format.format(value)} ${format.format(value)} ${plural}`,
        );
      }
      expect(translator.number(0.256, { style: "percent" })).toBe(
        new Intl.NumberFormat(locale, { style: "percent" }).format(0.256),
      );
    }
  });

  it("resolves each locale's messages to the locale ICU itself resolves", () => {
    for (const locale of AVAILABLE_LOCALES) {
      expect(new IntlMessageFormat("{n, number}", locale).resolvedOptions().locale).toBe(
        Intl.NumberFormat.supportedLocalesOf(locale)[0],
      );
    }
  });

  it("writes numbers and dates as the locale does, with its direction", () => {
    expect(en.number(1234.5)).toBe("1,234.5");
    expect(en.date(Date.UTC(2026, 0, 2), { dateStyle: "medium", timeZone: "UTC" })).toBe("Jan 2, 2026");
    expect(en.dir).toBe("ltr");
  });
});
