import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogue";
import { loadCatalogue } from "./catalogues";
import { AVAILABLE_LOCALES, LOCALES } from "./locales";

/** Every argument a message uses, with its kind ('count:plural', 'name:argument'), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && element.type !== TYPE.literal) {
        found.add(`${element.value}:${TYPE[element.type]}`);
      }
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort();
}

/** Every plural in a message, as the argument's name and the categories (or `=n` cases) it writes out. */
function pluralsOf(message: string): { name: string; options: string[] }[] {
  const found: { name: string; options: string[] }[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) found.push({ name: element.value, options: Object.keys(element.options) });
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return found;
}

/** The counts the plural tests try: together they reach each of Arabic's six categories once. */
const COUNTS = [0, 1, 2, 5, 11, 100];

/**
 * Values of a message's other arguments, so a plural message can be formatted on its own: each argument is
 * given 1 (a `select` falls back to `other`, a text shows "1").
 */
/** A formatted result with its count (and the fillers' 1) written as "#": what is left is the wording. */
function wordingOf(result: string, count: number, locale: string): string {
  const digits = new Intl.NumberFormat(locale);
  return result.replaceAll(digits.format(count), "#").replaceAll(digits.format(1), "#");
}

function fillerValues(message: string): Record<string, number> {
  return Object.fromEntries(argumentsOf(message).map((argument) => [argument.split(":")[0], 1]));
}

/** The words a message writes itself, outside its arguments ("{title} ({count})" has none). */
function wordsOf(message: string): string[] {
  const literals: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) literals.push(element.value);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return literals.join(" ").match(/\p{L}+/gu) ?? [];
}

/**
 * Words a translation may write exactly as English does, each with the reason ("*": every locale). A message
 * identical to English's is untranslated unless every word of it is listed here.
 */
const SAME_WORDS: Record<string, Record<string, string>> = {
  "*": { Khatm: "the product's name, the brand in every language" },
  fr: {
    Juz: "the word French-speaking Muslims use for a thirtieth of the Qur'an",
    Public: "spelt the same in French (a public khatm)",
    Occasion: "spelt the same in French",
    Contact: "spelt the same in French (a heading)",
    Hizb: "the word French-speaking Muslims use for a sixtieth of the Qur'an",
    hizb: "the same word, as a count's noun ('12/60 hizb')",
    juz: "the same word, as a count's noun",
    Page: "spelt the same in French (a page of the mushaf)",
    pages: "spelt the same in French",
  },
  id: {
    Juz: "the word Indonesian readers use for a thirtieth of the Qur'an ('Juz 5')",
    juz: "the same word, as a count's noun",
    Hizb: "the word Indonesian readers use for a sixtieth of the Qur'an ('Hizb 12')",
    hizb: "the same word, as a count's noun",
    Surah: "the word Indonesian readers use ('Surah Yasin')",
  },
  ms: {
    Juz: "the word Malay readers use for a thirtieth of the Qur'an ('Juz 5')",
    juz: "the same word, as a count's noun",
    Hizb: "the word Malay readers use for a sixtieth of the Qur'an ('Hizb 12')",
    hizb: "the same word, as a count's noun",
    Surah: "the word Malay readers use ('Surah Yasin')",
  },
  tr: {
    Hizb: "the word Turkish readers use for a sixtieth of the Qur'an ('Hizb 12')",
    hizb: "the same word, as a count's noun",
  },
};

/** Whole messages that may stay as English writes them. */
const SAME_MESSAGES: Record<string, string> = {
  "auth.emailPlaceholder": "an example address, not words to translate",
};

function leftInEnglish(locale: string, key: string, text: string, english: string | undefined): boolean {
  if (text !== english || key in SAME_MESSAGES) return false;
  const allowed = { ...SAME_WORDS["*"], ...SAME_WORDS[locale] };
  return wordsOf(text).some((word) => !(word in allowed));
}

function flatten(catalogue: Catalogue): Map<string, string> {
  const entries = Object.entries(catalogue).flatMap(([namespace, messages]) =>
    Object.entries(messages as Record<string, string>).map(([key, text]) => [`${namespace}.${key}`, text] as const),
  );
  return new Map(entries);
}

describe("catalogues", () => {
  it("lists only locales that exist, English first", () => {
    expect(AVAILABLE_LOCALES[0]).toBe("en");
    for (const locale of AVAILABLE_LOCALES) expect(Object.keys(LOCALES)).toContain(locale);
  });

  it.each(AVAILABLE_LOCALES)("%s has exactly English's keys, each with English's ICU arguments", async (locale) => {
    const english = flatten(await loadCatalogue("en"));
    const translation = flatten(await loadCatalogue(locale));
    expect([...translation.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect({ key, args: argumentsOf(translation.get(key) ?? "") }).toEqual({ key, args: argumentsOf(text) });
    }
  });

  it.each(AVAILABLE_LOCALES)("every message of %s is valid ICU and no message is empty", async (locale) => {
    for (const [key, text] of flatten(await loadCatalogue(locale))) {
      expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
      expect(() => parse(text, { ignoreTag: true }), key).not.toThrow();
    }
  });

  it.each(AVAILABLE_LOCALES)(
    "every plural of %s uses only the locale's categories, and always other",
    async (locale) => {
      const categories: string[] = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, text] of flatten(await loadCatalogue(locale))) {
        for (const plural of pluralsOf(text)) {
          expect({ key, other: plural.options.includes("other") }).toEqual({ key, other: true });
          const unknown = plural.options.filter((option) => !option.startsWith("=") && !categories.includes(option));
          expect({ key, unknown }).toEqual({ key, unknown: [] });
        }
      }
    },
  );

  // Each count is formatted with the branch CLDR picks for it in this locale: counts of one category read alike
  // (apart from the number itself), counts of categories the message writes out separately read differently.
  it.each(AVAILABLE_LOCALES)("plurals of %s follow CLDR for 0, 1, 2, 5, 11 and 100", async (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const [key, text] of flatten(await loadCatalogue(locale))) {
      for (const plural of pluralsOf(text)) {
        const format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
        const branchOf = (count: number) => {
          if (plural.options.includes(`=${count}`)) return `=${count}`;
          const category = rules.select(count);
          return plural.options.includes(category) ? category : "other";
        };
        const shapes = new Map<string, Set<string>>();
        for (const count of COUNTS) {
          const result = String(format.format({ ...fillerValues(text), [plural.name]: count }));
          const shape = wordingOf(result, count, locale);
          shapes.set(branchOf(count), (shapes.get(branchOf(count)) ?? new Set()).add(shape));
        }
        for (const [branch, seen] of shapes)
          expect({ key, branch, shapes: seen.size }).toEqual({ key, branch, shapes: 1 });
        const distinct = new Set([...shapes.values()].map((seen) => [...seen][0]));
        expect({ key, distinct: distinct.size }).toEqual({ key, distinct: shapes.size });
      }
    }
  });

  it.each(AVAILABLE_LOCALES.filter((locale) => locale !== "en"))(
    "%s translates every message with words (none left as English wrote it, brands aside)",
    async (locale) => {
      const english = flatten(await loadCatalogue("en"));
      const untranslated = [...flatten(await loadCatalogue(locale))]
        .filter(([key, text]) => leftInEnglish(locale, key, text, english.get(key)))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );
});

describe("Arabic plurals", () => {
  it("reads 0, 1, 2, 5, 11 and 100 juz in six different ways, one per CLDR category", async () => {
    const rules = new Intl.PluralRules("ar");
    expect(COUNTS.map((count) => rules.select(count))).toEqual(["zero", "one", "two", "few", "many", "other"]);
    const arabic = await loadCatalogue("ar");
    const format = new IntlMessageFormat(arabic.join.reserveButton, "ar");
    const results = COUNTS.map((count) => wordingOf(String(format.format({ count })), count, "ar"));
    expect(new Set(results).size).toBe(6);
  });
});
