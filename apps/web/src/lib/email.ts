/** The reader name the creator reserves under for themselves (spec §5): the part before the at sign. */
export function nameFromEmail(email: string): string {
  return email.split("@")[0] ?? email;
}
