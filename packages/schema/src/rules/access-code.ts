import { asciiDigits } from "./digits";

/** Every khatm's access code is 6 digits (spec §9). */
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^\d{6}$/;

export function isValidAccessCode(code: string): boolean {
  return ACCESS_CODE_PATTERN.test(code);
}

/**
 * What an access-code field keeps of typed or pasted text (spec §5): digits only, at most 6; digits of the
 * locales' scripts become ASCII (`\D` alone is ASCII-only, so they would be dropped).
 */
export function sanitizeAccessCode(input: string): string {
  return asciiDigits(input).replace(/\D/g, "").slice(0, ACCESS_CODE_LENGTH);
}
