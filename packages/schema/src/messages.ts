import type { MessageKey } from "@khatm/i18n";

/** A validation message's values: numbers (limits) and the field's name. */
export type ValidationValues = Record<string, string | number>;

/**
 * A validation message as a zod schema carries it (zod keeps a string): its catalogue key, then its values as JSON.
 * The API words it in the requester's language (the worker's validation hook, through `parseValidationMessage`).
 */
export function validationMessage(key: MessageKey, values?: ValidationValues): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

/** The key and values of a message written by `validationMessage`; the key is unchecked (zod's own are text). */
export function parseValidationMessage(message: string): { key: string; values?: ValidationValues } {
  const space = message.indexOf(" ");
  if (space < 0) return { key: message };
  try {
    return { key: message.slice(0, space), values: JSON.parse(message.slice(space + 1)) as ValidationValues };
  } catch {
    return { key: message };
  }
}
