import { and, eq, inArray } from "drizzle-orm";
import { idChunks, type Store } from "./khatm-store";
import { juzs, readerGrants } from "./schema";

/**
 * Which parts a reader key may act on as their holder (rules/permissions.ts isHolder): the parts it reserved, whose
 * row names it (`juzs.holderKeyHash`), and the rare grants of `readerGrants` (another browser of a proven holder that
 * repeated the reservation). Among `partIds` when given, else all of the khatm's.
 */
export function grantedPartIds(db: Store, keyHash: string | null, partIds?: readonly number[]): Set<number> {
  if (!keyHash) return new Set();
  const held = (ids?: number[]) =>
    db
      .select({ id: juzs.id })
      .from(juzs)
      .where(and(eq(juzs.holderKeyHash, keyHash), ids ? inArray(juzs.id, ids) : undefined))
      .all()
      .map((row) => row.id);
  const extra = (ids?: number[]) =>
    db
      .select({ id: readerGrants.juzId })
      .from(readerGrants)
      .where(and(eq(readerGrants.keyHash, keyHash), ids ? inArray(readerGrants.juzId, ids) : undefined))
      .all()
      .map((row) => row.id);
  const chunks = partIds ? idChunks([...partIds]) : [undefined];
  return new Set(chunks.flatMap((ids) => [...held(ids), ...extra(ids)]));
}

/** Grants `keyHash` the parts its proven holder already held (a repeated reservation from another browser). */
export function grantHeldParts(db: Store, keyHash: string, partIds: readonly number[], now: string): void {
  for (const juzId of partIds) {
    db.insert(readerGrants).values({ keyHash, juzId, createdAt: now }).onConflictDoNothing().run();
  }
}
