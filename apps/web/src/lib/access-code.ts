/** Length of every access code (spec §9). */
export const ACCESS_CODE_LENGTH = 6;

/** Spec §5: digits only, at most 6; used on every keystroke and paste. */
export function sanitizeAccessCode(input: string): string {
  return input.replace(/\D/g, "").slice(0, ACCESS_CODE_LENGTH);
}

export function isValidAccessCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
