import type { MessageKey } from "./catalogue";
import { describeJuzNumbers, describePartNumbers, joinWithAnd, type PartKind } from "./juz-lists";
import type { Translator } from "./translator";

/**
 * A message not yet in any language: its key and values, rendered for each reader by `renderText`. It is plain data,
 * so it can be stored (an activity) or sent over RPC (a Durable Object's refusal) and worded where it is read.
 * A value is a text, a number (in the reader's digits), juz numbers ('Juz 1-3 and 5') or names ('A, B and C').
 */
export interface Text {
  key: MessageKey;
  values?: Record<string, TextValue>;
}

/** Juz numbers ('Juz 1-3 and 5'), or a khatm's part numbers in its division's words ('Hizb 1-3 and 5'). */
export type PartNumbersValue = { juz: readonly number[]; division?: PartKind };

export type TextValue = string | number | Text | PartNumbersValue | { names: ReadonlyArray<string | Text> };

export function text(key: MessageKey, values?: Record<string, TextValue>): Text {
  return values ? { key, values } : { key };
}

/** The text in the translator's language. */
export function renderText(i18n: Translator, { key, values }: Text): string {
  if (!values) return i18n.t(key);
  return i18n.t(
    key,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, wordedValue(i18n, value)])),
  );
}

function wordedValue(i18n: Translator, value: TextValue): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("key" in value) return renderText(i18n, value);
  if ("juz" in value) {
    const { division } = value;
    return division && division !== "juz"
      ? describePartNumbers(i18n, division, value.juz)
      : describeJuzNumbers(i18n, value.juz);
  }
  return joinWithAnd(
    i18n,
    value.names.map((name) => (typeof name === "string" ? name : renderText(i18n, name))),
  );
}
