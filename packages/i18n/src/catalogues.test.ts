import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
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
});
