import type { User } from "@khatm/schema";
import { and, eq, gt } from "drizzle-orm";
import { sessions, users } from "../db/schema";
import { hashToken, randomToken } from "../lib/tokens";
import type { Services } from "./services";

/** How long a sign-in lasts on one device. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionServices = Pick<Services, "db" | "now">;

/**
 * Starts a session for `userId`. The bearer token goes to the client once; D1 keeps only its hash, so a leaked
 * database does not sign anyone in.
 */
export async function createSession(
  { db, now }: SessionServices,
  userId: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomToken();
  const createdAt = now();
  const expiresAt = new Date(createdAt.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insert(sessions)
    .values({ tokenHash: await hashToken(token), userId, createdAt: createdAt.toISOString(), expiresAt });
  return { token, expiresAt };
}

/** The user behind a bearer token; null when the token is unknown, revoked or expired. */
export async function resolveSession(
  { db, now }: SessionServices,
  token: string,
): Promise<{ user: User; tokenHash: string } | null> {
  const tokenHash = await hashToken(token);
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now().toISOString())))
    .limit(1);
  return row ? { user: row.user satisfies User, tokenHash } : null;
}

/** Ends one session (logout): its token stops working at once. */
export async function revokeSession({ db }: Pick<Services, "db">, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
