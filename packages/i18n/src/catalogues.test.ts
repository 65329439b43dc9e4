import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogue";
import { loadCatalogue } from "./catalogues";
import englishIndex from "./catalogues/en";
import { AVAILABLE_LOCALES, LOCALES } from "./locales";

/**
 * Every argument a message uses, with its kind ('status:select', 'name:argument'), sorted. A count is a 'count'
 * whether a language writes it bare, as a number or as a plural: one that needs no plural in English may need one
 * in Arabic.
 */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && element.type !== TYPE.literal) {
        const counted = element.type === TYPE.plural || element.type === TYPE.number || element.type === TYPE.argument;
        found.add(`${element.value}:${counted && COUNT_ARGUMENTS.has(element.value) ? "count" : TYPE[element.type]}`);
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

/**
 * Every argument the catalogues use, sorted by whether it is a count: a count must be a plural's argument (below), so
 * a new argument has to be placed here before a message can use it.
 */
const COUNT_ARGUMENTS = new Set([
  "amount",
  "available",
  "completed",
  "count",
  "days",
  "done",
  "free",
  "kb",
  "length",
  "max",
  "min",
  "minutes",
  "others",
  "percent",
  "pledged",
  "remaining",
  "reserved",
  "taken",
  "target",
  "threshold",
  "total",
  "years",
]);
const OTHER_ARGUMENTS = new Set([
  "action",
  "by",
  "code",
  "contactForm",
  "counted",
  "creator",
  "date",
  "dedication",
  "detail",
  "details",
  "division",
  "divisions",
  "email",
  "end",
  "error",
  "field",
  "first",
  "from",
  "invitation",
  "items",
  "juz",
  "juzList",
  "label",
  "last",
  "line",
  "link",
  "list",
  "locales",
  "message",
  "mode",
  "name",
  "number",
  "occasion",
  "organizer",
  "page",
  "part",
  "parts",
  "previous",
  "privacy",
  "privacyPolicy",
  "query",
  "reader",
  "readers",
  "reason",
  "recitation",
  "round",
  "second",
  "shown",
  "signIn",
  "site",
  "start",
  "started",
  "state",
  "status",
  "stop",
  "surahs",
  "terms",
  "time",
  "title",
  "to",
  "unit",
  "what",
  "where",
  "year",
]);

/**
 * Counts a message may write as a bare number, because no word of the sentence agrees with it: "({count})" after a
 * heading, "+{others}" on a chip, a range ("from {min} to {max}"), the numerator of "{reserved}/{total} juz" (the noun
 * follows the total), an amount of a recitation ("Pledge {amount}"), a date that a key calls completed.
 */
const BARE_COUNTS: Record<string, string[]> = {
  "api.bodyTooLarge": ["kb"],
  "api.listProgress": ["reserved", "total", "completed"],
  "dashboard.importUnread": ["count"],
  "finishBy.late": ["count"],
  "forms.wholeNumberRange": ["min", "max"],
  "khatm.percentReserved": ["percent"],
  "khatm.reservedCount": ["reserved"],
  "khatm.reservedAndCompletedCount": ["reserved", "completed"],
  "myReservations.sectionCount": ["count"],
  "parts.previewOpen": ["available", "taken", "completed"],
  "parts.previewFullyReserved": ["completed"],
  "parts.imageAlt": ["reserved"],
  "parts.progress": ["reserved"],
  "parts.progressAndCompleted": ["reserved", "completed"],
  "parts.groupFree": ["free", "total"],
  "parts.plusOthers": ["others"],
  "parts.selectAllStatus": ["count"],
  "preview.imageAlt": ["reserved"],
  "preview.fullyReserved": ["completed", "total"],
  "preview.open": ["available", "taken", "completed"],
  "recitation.targetRange": ["min", "max"],
  "recitation.amountRange": ["min", "max"],
  "recitation.doneRange": ["min", "max"],
  "recitation.doneOverPledge": ["amount"],
  "recitation.nextRoundNotYet": ["target"],
  "recitation.pledged": ["amount"],
  "recitation.pledgedOnBehalf": ["amount"],
  "recitation.progressSaved": ["done", "amount"],
  "recitation.progress": ["done", "target"],
  "recitation.progressLabel": ["done", "target"],
  "recitation.pledgedSoFar": ["pledged", "remaining"],
  "recitation.countOf": ["target"],
  "recitation.theRest": ["count"],
  "recitation.pledgeButton": ["amount"],
  "recitation.confirmPledgeTitle": ["amount", "remaining"],
  "recitation.doneOf": ["done", "amount"],
  "recitation.autoNextRound": ["target"],
  "recitation.completedTitle": ["target"],
  "recitation.preview": ["done", "target"],
  "recitation.previewOpen": ["done", "target", "remaining"],
  "recitation.fullyPledgedSubject": ["target"],
  "recitation.fullyPledged": ["target"],
  "recitation.pledgeTextByCreator": ["amount"],
  "recitation.reminderLine": ["done", "amount"],
  "recitation.activityPledged": ["amount"],
  "recitation.activityPledgedByCreator": ["amount"],
  "recitation.activityProgress": ["done", "amount"],
  "recitation.activityCancelled": ["amount"],
  "recitation.activityCompleted": ["target"],
  "recitation.listLine": ["done", "amount"],
  "together.completionDates": ["completed"],
  "telegram.outOfRange": ["max"],
  "telegram.pledged": ["amount"],
  "telegram.read": ["done", "amount"],
  "together.roundLine": ["completed"],
  "validation.juzNumber": ["max"],
  "validation.partNumber": ["max"],
  "validation.limitMax": ["max"],
  "validation.reminderDays": ["min", "max"],
  "validation.staleDays": ["min", "max"],
};

/** Counts of juz, a word English and French write alike after every number ("1 juz", "30 juz"). */
const JUZ_COUNTS: Record<string, string[]> = {
  "api.nextRoundNotYet": ["count"],
  "emails.fullyReservedSubject": ["total"],
  "emails.fullyReserved": ["total"],
  "emails.completed": ["total"],
  "emails.reservedSelf": ["count"],
  "emails.reservedSelfHtml": ["count"],
  "emails.reservedBy": ["count"],
  "emails.reservedByHtml": ["count"],
  "khatm.reservedCount": ["total"],
  "khatm.reservedAndCompletedCount": ["total"],
  "preview.imageAlt": ["total"],
  "preview.completed": ["total"],
  "preview.open": ["total"],
  "toasts.reserved": ["count"],
  "toasts.reservedOnBehalf": ["count"],
  "together.completionAllRead": ["total"],
  "together.completionMail": ["total"],
  "together.completionMailHtml": ["total"],
  "validation.tooManyJuz": ["max"],
};

/** Counts a locale may write bare because its noun reads alike after every number. */
const INVARIANT_COUNTS: Record<string, Record<string, string[]>> = {
  en: JUZ_COUNTS,
  fr: {
    ...JUZ_COUNTS,
    // "1 fois", "41 fois"
    "recitation.completedText": ["target"],
    "recitation.previewCompleted": ["target"],
    "recitation.pledgeText": ["amount"],
  },
};

/** Counts that a message uses other than as a plural's argument ('{days} days'), named "key: argument". */
function countsOutsidePlurals(locale: string, key: string, message: string): string[] {
  const bare = [...(BARE_COUNTS[key] ?? []), ...(INVARIANT_COUNTS[locale]?.[key] ?? [])];
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const isBare = element.type === TYPE.argument || element.type === TYPE.number;
      if (isBare && COUNT_ARGUMENTS.has(element.value) && !bare.includes(element.value))
        found.add(`${key}: ${element.value}`);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found];
}

/** Whole numbers that stand for every category's counts: 0-200, then thousands and a million (French's many). */
const SAMPLE_COUNTS = [...Array.from({ length: 201 }, (_, count) => count), 1000, 1001, 1000000, 2000000];

/** The locale's categories a plural leaves to other, though it writes its own `=n` cases for none of their counts. */
function missingCategories(options: string[], rules: Intl.PluralRules): string[] {
  const exact = new Set(options.filter((option) => option.startsWith("=")).map((option) => Number(option.slice(1))));
  return rules
    .resolvedOptions()
    .pluralCategories.filter((category) => category !== "other" && !options.includes(category))
    .filter((category) => SAMPLE_COUNTS.some((count) => rules.select(count) === category && !exact.has(count)));
}

// Each test formats or parses every message of a locale: seconds on a busy machine.
describe("catalogues", { timeout: 30_000 }, () => {
  it("lists only locales that exist, English first", () => {
    expect(AVAILABLE_LOCALES[0]).toBe("en");
    for (const locale of AVAILABLE_LOCALES) expect(Object.keys(LOCALES)).toContain(locale);
  });

  it("loads every namespace English's index names, and only those", async () => {
    expect(await loadCatalogue("en")).toEqual(englishIndex);
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

  it("knows of every argument whether it is a count", async () => {
    const unknown = [...flatten(await loadCatalogue("en"))].flatMap(([key, text]) =>
      argumentsOf(text)
        .map((argument) => argument.split(":")[0] ?? "")
        .filter((name) => !COUNT_ARGUMENTS.has(name) && !OTHER_ARGUMENTS.has(name))
        .map((name) => `${key}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  // Issue 39's rule, literally: in a locale with more than one CLDR category a count is a plural's argument, even where
  // its noun reads alike after every number (Turkish "5 sayfa", Bengali "৫টি পৃষ্ঠা" write one and other the same).
  it.each(AVAILABLE_LOCALES)(
    "every count of %s is a plural when the locale has more than one category",
    async (locale) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      if (categories.length === 1) return;
      const bare = [...flatten(await loadCatalogue(locale))].flatMap(([key, text]) =>
        countsOutsidePlurals(locale, key, text),
      );
      expect(bare).toEqual([]);
    },
  );

  it("exempts no locale with more than one category: a bare count fails in Turkish and Bengali too", () => {
    for (const locale of ["tr", "bn"]) {
      expect(new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length).toBeGreaterThan(1);
      expect(countsOutsidePlurals(locale, "emails.reservedSelf", "{count} cüz")).toEqual([
        "emails.reservedSelf: count",
      ]);
    }
  });

  it.each(AVAILABLE_LOCALES)("every plural of %s writes each of the locale's categories", async (locale) => {
    const rules = new Intl.PluralRules(locale);
    const missing = [...flatten(await loadCatalogue(locale))].flatMap(([key, text]) =>
      pluralsOf(text).flatMap((plural) =>
        missingCategories(plural.options, rules).map((category) => `${key}: ${category}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  // Each count is formatted with the branch CLDR picks for it in this locale: counts of one category read alike
  // (apart from the number itself), and the categories that do not read as other read differently from each other.
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
        // Every category is written out, so one may read as other does (Arabic reads 0 as it reads 100, "٠ يوم",
        // "١٠٠ يوم"; a verb agrees alike with 3, 11 and 100 things): the branches that read otherwise differ.
        const other = shapes.get("other");
        const own = [...shapes]
          .filter(([branch, seen]) => branch !== "other" && [...seen][0] !== (other && [...other][0]))
          .map(([, seen]) => [...seen][0]);
        expect({ key, distinct: new Set(own).size }).toEqual({ key, distinct: own.length });
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
