import { eq, sql } from "drizzle-orm";
import { ApiException } from "../errors";
import { requireCreator, type Viewer } from "../services/permissions";
import { type Store, storedKhatm } from "./khatm-store";
import { activities, juzs, khatm, outbox, readerGrants } from "./schema";

export interface KhatmDeletion {
  viewer: Viewer;
  creatorEmail: string;
}

/** A change of the khatm's own fields by its creator (the dedication), who confirms with the creator e-mail. */
export interface DedicationChange {
  viewer: Viewer;
  dedication: string | null;
  creatorEmail?: string;
}

/**
 * Sets the dedication in one transaction, for the proven creator only (403), and marks the khatm's row for D1's
 * index. Answers the version after the change, or the current one when nothing changed.
 */
export function applyDedication(db: Store, change: DedicationChange): { version: number; changed: boolean } {
  const row = storedKhatm(db);
  if (!row || row.deleted) throw new ApiException("NOT_FOUND", "Khatm not found");
  requireCreator(change.viewer, row, "dedication", change.creatorEmail);
  if (row.dedication === change.dedication) return { version: row.version, changed: false };
  const after = db
    .update(khatm)
    .set({ dedication: change.dedication, listingPending: true, version: sql`${khatm.version} + 1` })
    .where(eq(khatm.id, row.id))
    .returning({ version: khatm.version })
    .get();
  if (!after) throw new Error("No khatm to change");
  return { version: after.version, changed: true };
}

/** Deletes the khatm's rows, for the proven creator only (403), keeping a tombstone; answers the new version. */
export function applyDeletion(db: Store, deletion: KhatmDeletion): number {
  const row = storedKhatm(db);
  if (!row || row.deleted) throw new ApiException("NOT_FOUND", "Khatm not found");
  requireCreator(deletion.viewer, row, "delete", deletion.creatorEmail);
  for (const table of [readerGrants, activities, juzs, outbox]) db.delete(table).run();
  const version = row.version + 1;
  db.update(khatm).set({ deleted: true, version }).run();
  return version;
}
