import type { Locale } from "@khatm/i18n";
import type { User } from "@khatm/schema";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { users } from "../db/schema";
import type { Services } from "./services";

/**
 * The account of `email` (already normalised to lower case by the schema), created with `name` and the requester's
 * language when there is none. `created` tells whether this call made it. The insert ignores an existing row, so two
 * concurrent sign-ups of one address make one account. An existing account keeps its language: a typed e-mail
 * proves nothing.
 */
export async function ensureUser(
  { db, now, requesterLocale }: Pick<Services, "db" | "now" | "requesterLocale">,
  email: string,
  name: string | null = null,
): Promise<{ user: User; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({ email, name, locale: requesterLocale, createdAt: now().toISOString() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted) return { user: inserted, created: true };
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) throw new Error(`User ${email} neither inserted nor found`);
  return { user: existing, created: false };
}

/** On a proven sign-in, an account without a language takes the requester's. */
export async function rememberLocale(
  { db, requesterLocale }: Pick<Services, "db" | "requesterLocale">,
  user: User,
): Promise<User> {
  if (user.locale || !requesterLocale) return user;
  const [updated] = await db
    .update(users)
    .set({ locale: requesterLocale })
    .where(and(eq(users.id, user.id), isNull(users.locale)))
    .returning();
  return updated ?? user;
}

/** Saves the profile fields a user may edit (the e-mail never changes); an absent locale stays as it is. */
export async function updateProfile(
  { db }: Pick<Services, "db">,
  userId: number,
  profile: { name: string | null; country: string | null; locale?: Locale | null | undefined },
): Promise<User> {
  const [user] = await db.update(users).set(profile).where(eq(users.id, userId)).returning();
  if (!user) throw new Error(`User ${userId} vanished during a profile update`);
  return user;
}

/** The names of the accounts of these addresses (lower case), where they have an account with a name. */
export async function accountNamesOf(
  { db }: Pick<Services, "db">,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.flatMap((row) => (row.name ? [[row.email, row.name] as const] : [])));
}
