import type { AvailableLocale } from "@khatm/i18n";
import type { Activity, Juz, Khatm } from "@khatm/schema";
import { desc, eq } from "drizzle-orm";
import { translatorFor } from "../lib/i18n";
import { isCreator, requireCreator, type Viewer } from "../rules/permissions";
import { presentActivity, presentJuz, presentKhatm } from "../rules/presenters";
import { khatmCompletionOf } from "./completion";
import { createdEmailOf } from "./created-email";
import { asKhatmRow, requireKhatm, type Store, storedKhatm } from "./khatm-store";
import { activities, juzs, readerGrants } from "./schema";

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
  const granted = viewer.readerKeyHash
    ? db
        .select({ juzId: readerGrants.juzId })
        .from(readerGrants)
        .where(eq(readerGrants.keyHash, viewer.readerKeyHash))
        .all()
    : [];
  const access = { viewer, viewerIsCreator, grantedJuzIds: new Set(granted.map((grant) => grant.juzId)) };
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  const khatmAnswer = presentKhatm(row, viewerIsCreator, khatmCompletionOf(db, stored));
  const createdEmail = viewerIsCreator ? createdEmailOf(db) : undefined;
  return {
    version: row.version,
    khatm: createdEmail ? { ...khatmAnswer, createdEmail } : khatmAnswer,
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
