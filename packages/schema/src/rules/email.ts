/**
 * The e-mail address rule: zod's `z.email()` pattern, written here without zod so the reader pages' forms check
 * addresses exactly as the API does without shipping zod.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** E-mails are stored and compared trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two e-mails (or reader names) are the same, ignoring case and surrounding spaces; a missing one never is. */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && normaliseEmail(a) === normaliseEmail(b);
}
