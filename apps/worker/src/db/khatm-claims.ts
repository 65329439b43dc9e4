import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { khatmClaims } from "./schema";

/**
 * Claims of khatm ids on D1 (schema.ts `khatmClaims`): what a khatm needs from outside its own Durable Object before
 * the object can create it. A claim keeps the access code unique among living khatms and gives the khatm a number
 * that D1 never hands out twice, from which its juz ids derive, so the object names its juz itself and a repeated
 * creation of the same id (a next round's retry) gets the same code and the same ids.
 */
export type KhatmClaim = typeof khatmClaims.$inferSelect & { accessCode: string };

/**
 * Part ids per khatm: a part's id is its khatm's number times this, plus the part's number (42007: juz 7 of khatm 42),
 * with room for the largest division (604 pages).
 */
const JUZ_IDS_PER_KHATM = 1000;

export function juzIdOf(claim: Pick<KhatmClaim, "number">, juzNumber: number): number {
  return claim.number * JUZ_IDS_PER_KHATM + juzNumber;
}

/** Attempts before giving up on finding a free access code; with a million codes, only a nearly full space fails. */
const ACCESS_CODE_ATTEMPTS = 10;

/**
 * Claims `khatmId` with a free access code drawn by `nextAccessCode`, or finds the claim it already has; null when its
 * khatm was deleted (the claim gave its code back), so a deleted khatm is never made again under its id. A code
 * another khatm holds fails the insert on the unique index, and a new one is drawn.
 */
export async function claimKhatm(
  db: Database,
  khatmId: string,
  nextAccessCode: () => string,
): Promise<KhatmClaim | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [made] = await db
        .insert(khatmClaims)
        .values({ khatmId, accessCode: nextAccessCode(), claimedAt: new Date().toISOString() })
        .onConflictDoNothing({ target: khatmClaims.khatmId })
        .returning();
      const claim = made ?? (await claimOf(db, khatmId));
      return claim?.accessCode ? { ...claim, accessCode: claim.accessCode } : null;
    } catch (error) {
      const taken = codeTaken(error);
      if (!taken) throw error;
      if (attempt >= ACCESS_CODE_ATTEMPTS) throw taken;
    }
  }
}

async function claimOf(db: Database, khatmId: string) {
  const [claim] = await db.select().from(khatmClaims).where(eq(khatmClaims.khatmId, khatmId));
  return claim;
}

/** D1's refusal of a code another khatm holds (drizzle wraps it as the cause of its own error), or null. */
function codeTaken(error: unknown): Error | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: khatm_claims\.access_code/.test(cause.message)) return cause;
  }
  return null;
}
