import { isValidEmail } from "@khatm/schema/rules";

/** Spec §9: a reader's name has at least 2 characters. */
const READER_NAME_MIN = 2;

/** A field rule as `@mantine/form` takes it: the error text, or null when the value is fine. */
export type FieldRule = (value: string) => string | null;

/** The spec's texts for the rules every form shares (spec §5). */
export const ruleTexts = {
  email: "Please enter a valid email address",
  readerName: "Name must be at least 2 characters",
} as const;

/** A required e-mail; an empty one gets `emptyText` when that differs from the invalid-address text. */
export function requiredEmail(emptyText: string = ruleTexts.email): FieldRule {
  return (value) => {
    if (!value.trim()) return emptyText;
    return isValidEmail(value) ? null : ruleTexts.email;
  };
}

/** An e-mail that may be left empty, but must be an address when given. */
export const optionalEmail: FieldRule = (value) => (!value.trim() || isValidEmail(value) ? null : ruleTexts.email);

export const readerName: FieldRule = (value) => (value.trim().length >= READER_NAME_MIN ? null : ruleTexts.readerName);

/** A required text field with its own message. */
export function required(text: string): FieldRule {
  return (value) => (value.trim() ? null : text);
}
