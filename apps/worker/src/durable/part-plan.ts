import { partCountOf } from "@khatm/schema/rules";
import { eq, inArray } from "drizzle-orm";
import type { JuzRow, KhatmRow } from "../db/schema";
import type { JuzChange } from "../rules/juz-transitions";
import { requirePartDivision } from "../rules/part-numbers";
import type { Change } from "./change";
import { type CompletionNotice, claimCompletionNotice } from "./completion";
import { idChunks } from "./khatm-store";
import { juzSchedules, juzs, readerGrants } from "./schema";

/**
 * Writing what the part state machine planned (rules/juz-transitions.ts), the one way for every change that moves
 * parts: a reader's or the creator's action (part-mutations.ts), a pasted list (list-import.ts) and the release of
 * stale reservations (reading-schedule-store.ts). Each changed part takes its state after the plan (its id, number
 * and surah range never change), in one write of its row; a reservation names the reader key that made it
 * (`holderKeyHash`, on the same row). A plan that frees its holder (`releasesHolder`: cancel, transfer, release)
 * clears that key and drops the part's other reader grants, and with `dropSchedules` its schedule row too; the change
 * is told which parts changed, so the version and the index follow. Answers the changed parts' ids.
 */
export function applyPartPlan(
  change: Change,
  changes: readonly JuzChange<JuzRow>[],
  {
    releasesHolder = false,
    dropSchedules = false,
    holderKeyHash,
  }: { releasesHolder?: boolean; dropSchedules?: boolean; holderKeyHash?: string | null } = {},
): number[] {
  const { db } = change;
  for (const { after } of changes) {
    const { id: _id, khatmId: _khatmId, number: _number, surahs: _surahs, ...state } = after;
    if (releasesHolder) state.holderKeyHash = null;
    else if (holderKeyHash !== undefined) state.holderKeyHash = holderKeyHash;
    db.update(juzs).set(state).where(eq(juzs.id, after.id)).run();
  }
  const ids = changes.map(({ after }) => after.id);
  if (releasesHolder) {
    // The keys that held the freed parts, on their rows and in grants, still reach the reader's phone (push-recipients.ts).
    change.grantsReleased(
      changes.flatMap(({ before }) =>
        before.holderKeyHash ? [{ juzId: before.id, keyHash: before.holderKeyHash }] : [],
      ),
    );
    for (const chunk of idChunks(ids)) {
      const released = db
        .delete(readerGrants)
        .where(inArray(readerGrants.juzId, chunk))
        .returning({ juzId: readerGrants.juzId, keyHash: readerGrants.keyHash })
        .all();
      change.grantsReleased(released);
      if (dropSchedules) db.delete(juzSchedules).where(inArray(juzSchedules.juzId, chunk)).run();
    }
  }
  change.partsChanged(ids);
  return ids;
}

/** What a change that moved parts says about the khatm as a whole, for its milestone e-mails (mutation-effects.ts). */
export interface Milestones {
  /** Every part has just become taken (none available now, some before). */
  fullyReserved: boolean;
  /** Every part has just become completed. */
  fullyCompleted: boolean;
}

/**
 * The one milestone rule: the khatm's counts before and after a change of its parts, against its own number of parts
 * (a page khatm is complete at 604, not at a juz khatm's 30). A khatm complete after the change claims its
 * completion notice, once ever (completion.ts).
 */
export function milestonesOf(
  change: Change,
  before: KhatmRow,
  after: KhatmRow,
): { milestones: Milestones; completionNotice: CompletionNotice | null } {
  const total = partCountOf(requirePartDivision(before.division));
  return {
    milestones: {
      fullyReserved: before.availableCount > 0 && after.availableCount === 0,
      fullyCompleted: before.completedCount < total && after.completedCount === total,
    },
    completionNotice: after.completedCount === total ? claimCompletionNotice(change.db) : null,
  };
}
