/** Every khatm's access code is 6 digits (spec §9). */
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^\d{6}$/;

export function isValidAccessCode(code: string): boolean {
  return ACCESS_CODE_PATTERN.test(code);
}

/** What an access-code field keeps of typed or pasted text (spec §5): digits only, at most 6. */
export function sanitizeAccessCode(input: string): string {
  return input.replace(/\D/g, "").slice(0, ACCESS_CODE_LENGTH);
}
