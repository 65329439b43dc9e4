import type { SeriesRound } from "@khatm/schema";
import { khatmTotalOf } from "@khatm/schema/rules";
import { asc, eq, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { khatms } from "../db/schema";

/** The rounds of a series from D1's index, oldest first (a deleted round is simply gone). */
export async function seriesRounds(db: Database, seriesId: string): Promise<SeriesRound[]> {
  const rows = await db
    .select({
      id: khatms.id,
      accessCode: khatms.accessCode,
      round: khatms.round,
      completed: khatms.completedCount,
      division: khatms.division,
      target: khatms.target,
    })
    .from(khatms)
    .where(or(eq(khatms.id, seriesId), eq(khatms.seriesId, seriesId)))
    .orderBy(asc(khatms.round));
  return rows.map(({ division, target, ...row }) => ({
    ...row,
    completed: row.completed === khatmTotalOf({ division, target }),
  }));
}
