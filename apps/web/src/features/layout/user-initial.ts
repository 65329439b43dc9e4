import type { User } from "@khatm/schema";

/** The avatar letter: initial of the name, else of the e-mail (spec section 2). */
export function userInitial(user: Pick<User, "name" | "email">): string {
  const source = user.name?.trim() || user.email.trim();
  // Array.from splits by code point, so a name starting with an accented or non-Latin letter keeps it whole.
  return (Array.from(source)[0] ?? "?").toLocaleUpperCase();
}
