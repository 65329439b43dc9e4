import type { Translator } from "./translator";

/** Sorted, without repeats, consecutive numbers collapsed: [5, 1, 3, 2] gives [[1, 3], [5, 5]]. */
function ranges(numbers: readonly number[]): Array<[number, number]> {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const found: Array<[number, number]> = [];
  for (const number of sorted) {
    const last = found.at(-1);
    if (last && last[1] === number - 1) last[1] = number;
    else found.push([number, number]);
  }
  return found;
}

/** Each range in the locale's digits: '1-3', '5'. */
function rangeTexts(i18n: Translator, numbers: readonly number[]): string[] {
  return ranges(numbers).map(([start, end]) =>
    start === end ? i18n.number(start) : i18n.t("common.range", { start: i18n.number(start), end: i18n.number(end) }),
  );
}

/** "A", "A and B", "A, B and C", in the locale's words. */
export function joinWithAnd(i18n: Translator, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const head = items.slice(0, -1).join(i18n.t("common.listSeparator"));
  return i18n.t("common.listAnd", { items: head, last: items.at(-1) ?? "" });
}

/** The selection as the forms show it (spec §5): 'No juz selected', 'Juz 7', 'Juz 1-3, 5'. */
export function juzListText(i18n: Translator, numbers: readonly number[]): string {
  if (numbers.length === 0) return i18n.t("common.noJuzSelected");
  return i18n.t("common.juzList", { list: rangeTexts(i18n, numbers).join(i18n.t("common.listSeparator")) });
}

/** Juz numbers in a sentence, the last joined with "and": 'Juz 3 and 7', 'Juz 1-3, 5 and 9'. */
export function describeJuzNumbers(i18n: Translator, numbers: readonly number[]): string {
  return i18n.t("common.juzList", { list: joinWithAnd(i18n, rangeTexts(i18n, numbers)) });
}

/** The divisions a khatm's parts come in (@khatm/schema's DIVISIONS; named here, as i18n sits below schema). */
export type PartKind = "juz" | "hizb" | "quarter" | "page" | "surah";

const LIST_KEYS = {
  juz: "parts.juzList",
  hizb: "parts.hizbList",
  quarter: "parts.quarterList",
  page: "parts.pageList",
  surah: "parts.surahList",
} as const;

/** A selection of parts as the forms show it: a juz khatm's as the spec's ('Juz 1-3, 5'), else 'Pages 12-16'. */
export function partListText(i18n: Translator, kind: PartKind, numbers: readonly number[]): string {
  if (kind === "juz") return juzListText(i18n, numbers);
  if (numbers.length === 0) return i18n.t("parts.noneSelected", { division: kind });
  const list = rangeTexts(i18n, numbers).join(i18n.t("common.listSeparator"));
  return i18n.t(LIST_KEYS[kind], { list, count: new Set(numbers).size });
}

/**
 * Part numbers in a sentence, the last joined with "and", the noun agreeing with how many they are: 'Page 7',
 * 'Pages 3 and 7', 'Hizb 1-3, 5 and 9'.
 */
export function describePartNumbers(i18n: Translator, kind: PartKind, numbers: readonly number[]): string {
  return i18n.t(LIST_KEYS[kind], { list: joinWithAnd(i18n, rangeTexts(i18n, numbers)), count: new Set(numbers).size });
}
