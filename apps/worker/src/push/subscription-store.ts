import { and, asc, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PushSubscriptionRow, pushSubscriptions, users } from "../db/schema";

/** At most this many devices per account or reader key: a new one past it replaces the oldest. */
export const DEVICES_PER_OWNER = 10;

const KEYS_PER_QUERY = 90;

/** Whose devices: an account's (a session subscribed it) or, signed out, a reader key's (hashed). */
export type DeviceOwner = { userId: number } | { keyHash: string };

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  service: string;
  /** The session's account, if any. */
  userId: number | null;
  /** The hash of the reader key the browser sent, if any: a signed-in browser's key pushes reach it too. */
  keyHash: string | null;
}

function ownedBy(owner: DeviceOwner): SQL {
  return "userId" in owner ? eq(pushSubscriptions.userId, owner.userId) : eq(pushSubscriptions.keyHash, owner.keyHash);
}

/**
 * Stores a browser's subscription for `owner`: the same endpoint again (the browser renewed its keys, or someone else
 * signed in on it) takes the new keys and owner and keeps its id; past DEVICES_PER_OWNER the owner's oldest go.
 */
export async function saveSubscription(
  db: Database,
  owner: DeviceOwner,
  subscription: NewSubscription,
  now: Date,
): Promise<PushSubscriptionRow> {
  const { endpoint, p256dh, auth, service, userId, keyHash } = subscription;
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ id: crypto.randomUUID(), endpoint, p256dh, auth, service, userId, keyHash, createdAt: now.toISOString() })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh, auth, service, userId, keyHash, createdAt: now.toISOString() },
    })
    .returning();
  if (!saved) throw new Error("The subscription was not stored");
  const owned = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ownedBy(owner))
    .orderBy(asc(pushSubscriptions.createdAt));
  if (owned.length > DEVICES_PER_OWNER) {
    const oldest = owned.slice(0, owned.length - DEVICES_PER_OWNER).map((row) => row.id);
    await db.delete(pushSubscriptions).where(and(ownedBy(owner), inArray(pushSubscriptions.id, oldest)));
  }
  return saved;
}

/** Removes `owner`'s subscription of `endpoint`; false when `owner` has none there (someone else's stays). */
export async function removeSubscription(db: Database, owner: DeviceOwner, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(ownedBy(owner), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** `owner`'s devices, oldest first. */
export function devicesOwnedBy(db: Database, owner: DeviceOwner): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(ownedBy(owner)).orderBy(asc(pushSubscriptions.createdAt));
}

/**
 * The devices a push to one person reaches: those of the account with `email` (if any) and those of the reader keys
 * (hashed) that hold the person's parts or pledges in the khatm.
 */
export async function devicesOf(
  db: Database,
  email: string | null,
  keyHashes: readonly string[],
): Promise<PushSubscriptionRow[]> {
  const byAccount = email
    ? inArray(pushSubscriptions.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email)))
    : undefined;
  // D1 binds at most 100 parameters a statement; one reader's keys in one khatm are a handful.
  const keys = keyHashes.slice(0, KEYS_PER_QUERY);
  const byKey = keys.length
    ? and(isNotNull(pushSubscriptions.keyHash), inArray(pushSubscriptions.keyHash, keys))
    : undefined;
  if (!byAccount && !byKey) return [];
  return db.select().from(pushSubscriptions).where(or(byAccount, byKey)).orderBy(asc(pushSubscriptions.createdAt));
}

export async function subscriptionById(db: Database, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

/** The push service said the device is gone (404, 410): it gets nothing more. */
export async function forgetSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
