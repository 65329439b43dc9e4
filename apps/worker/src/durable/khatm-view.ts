import type { AvailableLocale } from "@khatm/i18n";
import type { Activity, Juz, Khatm } from "@khatm/schema";
import { desc } from "drizzle-orm";
import { translatorFor } from "../lib/i18n";
import { isCreator, requireCreator, type Viewer } from "../rules/permissions";
import { presentActivity, presentJuz, presentKhatm } from "../rules/presenters";
import { khatmCompletionOf } from "./completion";
import { asKhatmRow, requireKhatm, type Store, storedKhatm } from "./khatm-store";
import { grantedPartIds } from "./reader-grants";
import { activities, juzs } from "./schema";

/**
 * What one viewer may see of the khatm, read from its object (always current): exactly what GET /khatms/{id} and
 * GET /khatms/{id}/juzs answer that viewer (e-mails only to the proven creator or the juz's holder), and the
 * version it was read at. The live grid sends the same view to each socket after every commit.
 */
export interface KhatmView {
  version: number;
  khatm: Khatm;
  juzs: Juz[];
}

/** The view, or null when the object holds no khatm (unknown or deleted). */
export function viewOf(db: Store, viewer: Viewer): KhatmView | null {
  const stored = storedKhatm(db);
  if (!stored || stored.deleted) return null;
  const row = asKhatmRow(stored);
  const viewerIsCreator = isCreator(viewer, row);
  const access = { viewer, viewerIsCreator, grantedJuzIds: grantedPartIds(db, viewer.readerKeyHash) };
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  return {
    version: row.version,
    khatm: presentKhatm(row, viewerIsCreator, khatmCompletionOf(db, stored)),
    juzs: rows.map((juz) => presentJuz(juz, access)),
  };
}

/** The newest `limit` activities worded in `locale`, for the proven creator only (403); 404 without a khatm. */
export async function activitiesOf(
  db: Store,
  viewer: Viewer,
  limit: number,
  locale: AvailableLocale,
): Promise<Activity[]> {
  const i18n = await translatorFor(locale);
  requireCreator(viewer, requireKhatm(db), "activities");
  return db
    .select()
    .from(activities)
    .orderBy(desc(activities.id))
    .limit(limit)
    .all()
    .map((row) => presentActivity(row, i18n));
}
