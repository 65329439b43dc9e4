import type { AvailableLocale } from "@khatm/i18n";
import type { Activity, Juz, Khatm } from "@khatm/schema";
import { desc } from "drizzle-orm";
import { translatorFor } from "../lib/i18n";
import { requireOrganizer, roleOf, type Viewer } from "../rules/permissions";
import { presentActivity, presentJuz, presentKhatm } from "../rules/presenters";
import { khatmCompletionOf } from "./completion";
import { createdEmailOf } from "./created-email";
import { asKhatmRow, requireKhatm, type Store, storedKhatm } from "./khatm-store";
import { grantedPartIds } from "./reader-grants";
import { activities, juzs } from "./schema";

/**
 * What one viewer may see of the khatm, read from its object (always current): exactly what GET /khatms/{id} and
 * GET /khatms/{id}/juzs answer that viewer (e-mails only to the organizers or the juz's holder), and the
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
  const role = roleOf(viewer, stored);
  const viewerIsCreator = role !== null;
  const access = { viewer, viewerIsCreator, grantedJuzIds: grantedPartIds(db, viewer.readerKeyHash) };
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  const khatmAnswer = presentKhatm(row, role, khatmCompletionOf(db, stored));
  // How the creator's own "created" e-mail went is theirs alone, not their co-organizers'.
  const createdEmail = role === "creator" ? createdEmailOf(db) : undefined;
  return {
    version: row.version,
    khatm: createdEmail ? { ...khatmAnswer, createdEmail } : khatmAnswer,
    juzs: rows.map((juz) => presentJuz(juz, access)),
  };
}

/** The newest `limit` activities worded in `locale`, for the organizers only (403); 404 without a khatm. */
export async function activitiesOf(
  db: Store,
  viewer: Viewer,
  limit: number,
  locale: AvailableLocale,
): Promise<Activity[]> {
  const i18n = await translatorFor(locale);
  const row = requireKhatm(db);
  // A co-organizer sees the readers' e-mails, as the board shows them, but the creator's address stays the creator's.
  const hidden = requireOrganizer(viewer, row, "activities") === "organizer" ? row.creatorEmail : null;
  return db
    .select()
    .from(activities)
    .orderBy(desc(activities.id))
    .limit(limit)
    .all()
    .map((activity) => presentActivity(activity, i18n, hidden));
}
