import { eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailAddresses } from "../db/schema";
import { addressHash, mailboxHash } from "../lib/signed-links";

/**
 * Facts about recipient addresses, kept by hash (db/schema.ts emailAddresses): a confirmation by the address's hash
 * (the spelling that signed in: accounts are by address), a stop by its mailbox's hash (every spelling). A stop made
 * by a link mailed before stops were by mailbox is under the address's hash, and still counts for that address.
 */
export async function recipientStatus(db: Database, email: string): Promise<{ stopped: boolean; confirmed: boolean }> {
  const address = await addressHash(email);
  const hashes = [...new Set([address, await mailboxHash(email)])];
  const rows = await db.select().from(emailAddresses).where(inArray(emailAddresses.addressHash, hashes));
  return {
    stopped: rows.some((row) => row.stoppedAt),
    confirmed: rows.some((row) => row.addressHash === address && row.confirmedAt),
  };
}

export async function isConfirmed(db: Database, email: string): Promise<boolean> {
  const hash = await addressHash(email);
  const [row] = await db.select().from(emailAddresses).where(eq(emailAddresses.addressHash, hash)).limit(1);
  return Boolean(row?.confirmedAt);
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

/**
 * Stops (or, with `stopped` false, resumes) every e-mail but sign-in links to the mailbox (or, by an older link, the
 * address) with this hash.
 */
export async function setStopped(db: Database, hash: string, stopped: boolean, now: Date): Promise<void> {
  const stoppedAt = stopped ? now.toISOString() : null;
  await db
    .insert(emailAddresses)
    .values({ addressHash: hash, stoppedAt })
    .onConflictDoUpdate({ target: emailAddresses.addressHash, set: { stoppedAt } });
}
