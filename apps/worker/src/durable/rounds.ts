import { text } from "@khatm/i18n";
import { partUnitKey } from "@khatm/juz-table";
import { type NextRoundMode, partCountOf } from "@khatm/schema/rules";
import type { JuzRow } from "../db/schema";
import { ApiException } from "../errors";
import { randomToken } from "../lib/tokens";
import { requireCreator, type Viewer } from "../services/permissions";
import { asKhatmRow, requireKhatm, type Store } from "./khatm-store";
import { stoppedEmails } from "./reading-schedule-store";
import { type CarriedSchedule, carriedSchedules } from "./round-carry-over";
import { juzs, khatm } from "./schema";

/** What the next round is made from: the khatm as it ended, its juz with their readers, and the new round's id. */
export interface RoundClaim {
  khatm: ReturnType<typeof asKhatmRow>;
  juzs: JuzRow[];
  /** Each juz's reminder choice and reserving language, by the number it had in this round. */
  schedules: CarriedSchedule[];
  stoppedEmails: string[];
  nextId: string;
}

/** Who starts a round: the proven creator (confirming with the creator e-mail when typed), or the khatm's setting. */
export type RoundStarter = { viewer: Viewer; creatorEmail?: string } | { auto: NextRoundMode };

/** Claims the next round for its creator (or the khatm's own setting): 409 unless complete and not started yet. */
export function claimNextRound(db: Store, starter: RoundStarter): RoundClaim {
  const row = requireKhatm(db);
  if ("auto" in starter) {
    if (row.autoNextRound !== starter.auto) throw new ApiException("CONFLICT", text("api.noAutoNextRound"));
  } else requireCreator(starter.viewer, row, "nextRound", starter.creatorEmail);
  const partCount = partCountOf(row.division);
  if (row.completedCount < partCount) {
    // A juz khatm's refusal is the spec's; another division's counts its parts in its words ("all 604 pages").
    const refusal =
      row.division === "juz"
        ? text("api.nextRoundNotYet", { count: partCount })
        : text("parts.nextRoundNotYet", { count: partCount, unit: text(partUnitKey(row.division)) });
    throw new ApiException("CONFLICT", refusal);
  }
  if (row.nextRoundId) throw new ApiException("CONFLICT", text("api.nextRoundTaken", { round: row.round + 1 }));
  const nextId = randomToken(12);
  db.update(khatm).set({ nextRoundId: nextId }).run();
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  return {
    khatm: asKhatmRow(row),
    juzs: rows,
    schedules: carriedSchedules(db),
    stoppedEmails: stoppedEmails(db),
    nextId,
  };
}
