import { eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailAddresses } from "../db/schema";
import { addressHash } from "../lib/signed-links";

/** Facts about recipient addresses, kept by hash (db/schema.ts emailAddresses). */

export async function addressStatus(db: Database, hash: string): Promise<{ stopped: boolean; confirmed: boolean }> {
  const [row] = await db.select().from(emailAddresses).where(eq(emailAddresses.addressHash, hash)).limit(1);
  return { stopped: Boolean(row?.stoppedAt), confirmed: Boolean(row?.confirmedAt) };
}

export async function isConfirmed(db: Database, email: string): Promise<boolean> {
  return (await addressStatus(db, await addressHash(email))).confirmed;
}

/** Records the address's first sign-in; true when this call confirmed it (it was not before). */
export async function confirmAddress(db: Database, email: string, now: Date): Promise<boolean> {
  const changed = await db
    .insert(emailAddresses)
    .values({ addressHash: await addressHash(email), confirmedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: emailAddresses.addressHash,
      set: { confirmedAt: now.toISOString() },
      setWhere: isNull(emailAddresses.confirmedAt),
    })
    .returning({ hash: emailAddresses.addressHash });
  return changed.length > 0;
}

/** Stops (or, with `stopped` false, resumes) every e-mail but sign-in links to the address with this hash. */
export async function setStopped(db: Database, hash: string, stopped: boolean, now: Date): Promise<void> {
  const stoppedAt = stopped ? now.toISOString() : null;
  await db
    .insert(emailAddresses)
    .values({ addressHash: hash, stoppedAt })
    .onConflictDoUpdate({ target: emailAddresses.addressHash, set: { stoppedAt } });
}
