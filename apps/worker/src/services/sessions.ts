import type { User } from "@khatm/schema";
import { and, eq, gt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { sessions, users } from "../db/schema";
import type { Env } from "../env";
import { hashToken, randomToken } from "../lib/tokens";
import type { SessionResolver } from "../middleware/identity";

/** How long a sign-in lasts on one device. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SessionEnv = Pick<Env, "DB">;

/**
 * Starts a session for `userId`. The bearer token goes to the client once; D1 keeps only its hash, so a leaked
 * database does not sign anyone in.
 */
export async function createSession(
  env: SessionEnv,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await drizzle(env.DB)
    .insert(sessions)
    .values({ tokenHash: await hashToken(token), userId, createdAt: now.toISOString(), expiresAt });
  return { token, expiresAt };
}

/** The user behind a bearer token; null when the token is unknown, revoked or expired. */
export const resolveSession: SessionResolver = async (env, token) => {
  const tokenHash = await hashToken(token);
  const [row] = await drizzle(env.DB)
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date().toISOString())))
    .limit(1);
  return row ? { user: row.user satisfies User, tokenHash } : null;
};

/** Ends one session (logout): its token stops working at once. */
export async function revokeSession(env: SessionEnv, tokenHash: string): Promise<void> {
  await drizzle(env.DB).delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
