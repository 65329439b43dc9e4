import type { MessageKey } from "@khatm/i18n";
import { isValidEmail, oneLine } from "@khatm/schema/rules";
import { t } from "./i18n";

/** Spec §9: a reader's name has at least 2 characters. */
const READER_NAME_MIN = 2;

/** A field rule as `@mantine/form` takes it: the error text, or null when the value is fine. */
export type FieldRule = (value: string) => string | null;

/** A required e-mail; an empty one gets `emptyText` when that differs from the invalid-address text. */
export function requiredEmail(emptyText: MessageKey = "forms.invalidEmail"): FieldRule {
  return (value) => {
    if (!value.trim()) return t(emptyText);
    return isValidEmail(value) ? null : t("forms.invalidEmail");
  };
}

/** An e-mail that may be left empty, but must be an address when given. */
export const optionalEmail: FieldRule = (value) =>
  !value.trim() || isValidEmail(value) ? null : t("forms.invalidEmail");

/**
 * A name or text as the API keeps it: one line of plain text (line breaks a space, controls and bidi overrides gone:
 * @khatm/schema/rules's oneLine), trimmed. The forms check what is left, so one of nothing but such characters is
 * refused here as the API refuses it.
 */
export const plainText = (value: string): string => oneLine(value).trim();

export const readerName: FieldRule = (value) =>
  plainText(value).length >= READER_NAME_MIN ? null : t("forms.readerNameTooShort");

/** A whole number from `min` to `max`, else the range in words (a number field never clamps: WholeNumberInput). */
export function wholeNumberIn(min: number, max: number) {
  return (value: number | string): string | null =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
      ? null
      : t("forms.wholeNumberRange", { min, max });
}
