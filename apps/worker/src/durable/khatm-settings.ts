import { requireOrganizer, type Viewer } from "../rules/permissions";
import type { Change } from "./change";
import { dropEffectsOfDeleted } from "./effect-outbox";
import { requireKhatm } from "./khatm-store";
import { activities, juzs, khatm, outbox, readerGrants } from "./schema";
import { letGroupsGo } from "./telegram-groups";

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

/** Sets the dedication, for the proven creator only (403); the khatm's row goes to D1's index. */
export function applyDedication(change: Change, dedication: DedicationChange): void {
  const { db } = change;
  const row = requireKhatm(db);
  requireOrganizer(dedication.viewer, row, "dedication", dedication.creatorEmail);
  if (row.dedication === dedication.dedication) return;
  db.update(khatm).set({ dedication: dedication.dedication }).run();
  change.khatmChanged();
}

/**
 * Deletes the khatm's rows, for the proven creator only (403), keeping a tombstone (the index deletes it) and the
 * effects that outlive the khatm (effect-outbox.ts dropEffectsOfDeleted); its Telegram groups are let go, each told.
 */
export function applyDeletion(change: Change, deletion: KhatmDeletion): void {
  const { db } = change;
  const row = requireKhatm(db);
  requireOrganizer(deletion.viewer, row, "delete", deletion.creatorEmail);
  for (const table of [readerGrants, activities, juzs, outbox]) db.delete(table).run();
  dropEffectsOfDeleted(db, row.id);
  letGroupsGo(change, row.name);
  change.bump();
  db.update(khatm).set({ deleted: true }).run();
}
