import type { User } from "@khatm/schema";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { Services } from "./services";

/**
 * The account of `email` (already normalised to lower case by the schema), created with `name` when there is none.
 * `created` tells whether this call made it. The insert ignores an existing row, so two concurrent sign-ups of
 * one address make one account.
 */
export async function ensureUser(
  { db, now }: Pick<Services, "db" | "now">,
  email: string,
  name: string | null = null,
): Promise<{ user: User; created: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({ email, name, createdAt: now().toISOString() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted) return { user: inserted, created: true };
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) throw new Error(`User ${email} neither inserted nor found`);
  return { user: existing, created: false };
}

/** Saves the profile fields a user may edit (the e-mail never changes). */
export async function updateProfile(
  { db }: Pick<Services, "db">,
  userId: number,
  profile: { name: string | null; country: string | null },
): Promise<User> {
  const [user] = await db.update(users).set(profile).where(eq(users.id, userId)).returning();
  if (!user) throw new Error(`User ${userId} vanished during a profile update`);
  return user;
}
