/**
 * Whether a text looks like an e-mail address. The same pattern as zod's `z.email()` that the API validates with,
 * kept here so the forms on the reader pages don't ship zod (a route-size budget, see bench/).
 */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The reader name the creator reserves under for themselves (spec §5): the part before the at sign. */
export function nameFromEmail(email: string): string {
  return email.split("@")[0] ?? email;
}
