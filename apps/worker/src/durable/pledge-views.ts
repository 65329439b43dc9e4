import { text } from "@khatm/i18n";
import type { Khatm, Pledge } from "@khatm/schema";
import { ANONYMOUS_READER_NAME, isCountDivision, sameText } from "@khatm/schema/rules";
import { ApiException } from "../errors";
import { isOrganizer, type Viewer } from "../rules/permissions";
import { asKhatmRow, requireKhatm, type Store, type StoredKhatm } from "./khatm-store";
import { pledges } from "./schema";

/** What may be seen of a counted recitation's pledges (issue 25), and by whom; its completion from them. */

export type PledgeRow = typeof pledges.$inferSelect;

/** The khatm, which must be a counted recitation: 409 for a khatm of parts (404 without a khatm). */
export function requireCount(db: Store): StoredKhatm {
  const stored = requireKhatm(db);
  if (!isCountDivision(stored.division)) throw new ApiException("CONFLICT", text("recitation.notACount"));
  return stored;
}

/** Whether this request proved it is the pledge's reader: a session of its e-mail, or the key that pledged it. */
export function isPledgeReader(viewer: Viewer, pledge: Pick<PledgeRow, "readerEmail" | "keyHash">): boolean {
  return (
    sameText(viewer.email, pledge.readerEmail) ||
    (viewer.readerKeyHash !== null && viewer.readerKeyHash === pledge.keyHash)
  );
}

/** The pledges as `viewer` may see them, oldest first: a cancelled pledge only while something of it was read. */
export function pledgesOf(db: Store, viewer: Viewer): Pledge[] {
  const stored = requireCount(db);
  const row = asKhatmRow(stored);
  const viewerIsCreator = isOrganizer(viewer, stored);
  return db
    .select()
    .from(pledges)
    .orderBy(pledges.id)
    .all()
    .filter((pledge) => !pledge.cancelledAt || pledge.done > 0)
    .map((pledge) => presentPledge(row.id, pledge, viewer, viewerIsCreator));
}

/**
 * A pledge as the API answers it: its reader's e-mail only to the organizers and that reader, an anonymous
 * reader's name only to those two. The pledge's id names its khatm (`{khatmId}.{n}`), so /api/pledges/{id} finds it.
 */
export function presentPledge(khatmId: string, row: PledgeRow, viewer: Viewer, viewerIsCreator: boolean): Pledge {
  const viewerIsReader = isPledgeReader(viewer, row);
  const showReader = viewerIsCreator || viewerIsReader;
  return {
    id: pledgeIdOf(khatmId, row.id),
    khatmId,
    amount: row.amount,
    done: row.done,
    readerName: row.readerAnonymous && !showReader ? ANONYMOUS_READER_NAME : row.readerName,
    ...(showReader ? { readerEmail: row.readerEmail } : {}),
    readerAnonymous: row.readerAnonymous,
    pledgedAt: row.pledgedAt,
    cancelled: row.cancelledAt !== null,
    viewerIsReader,
  };
}

/** A pledge's id in the API: its khatm's id and its number in the khatm. */
export function pledgeIdOf(khatmId: string, pledgeNumber: number): string {
  return `${khatmId}.${pledgeNumber}`;
}

/** A count's completion, as a completed juz khatm's: when the last recitation was reported, and by how many readers. */
export function countCompletionOf(db: Store, stored: StoredKhatm): Khatm["completion"] {
  if (stored.completedCount < (stored.target ?? 0) || !stored.target) return null;
  const read = db
    .select()
    .from(pledges)
    .all()
    .filter((pledge) => pledge.done > 0);
  // ISO times sort as strings: the last report is the greatest.
  const completedAt =
    read
      .map((pledge) => pledge.reportedAt ?? "")
      .sort()
      .at(-1) ?? "";
  const readers = new Set(read.map((pledge) => (pledge.readerEmail ?? pledge.readerName).toLowerCase()));
  return { completedAt, readerCount: readers.size };
}
