import { text } from "@khatm/i18n";
import { isCountDivision, khatmTotalOf, type NextRoundMode, partDivisionOf } from "@khatm/schema/rules";
import type { JuzRow } from "../db/schema";
import { ApiException } from "../errors";
import { randomToken } from "../lib/tokens";
import { requireOrganizer, type Viewer } from "../rules/permissions";
import type { ReaderJuzs } from "../rules/readers";
import { asKhatmRow, requireKhatm, type Store } from "./khatm-store";
import { pledgersWhoRead } from "./pledge-readers";
import { stoppedEmails } from "./reading-schedule-store";
import { type CarriedSchedule, carriedSchedules } from "./round-carry-over";
import { juzs, khatm, type OrganizerEntry } from "./schema";

/** What the next round is made from: the khatm as it ended, its juz with their readers, and the new round's id. */
export interface RoundClaim {
  khatm: ReturnType<typeof asKhatmRow>;
  juzs: JuzRow[];
  /** Each juz's reminder choice and reserving language, by the number it had in this round. */
  schedules: CarriedSchedule[];
  stoppedEmails: string[];
  nextId: string;
  /** A counted recitation's readers who read (its pledges with something read), whom its next round invites. */
  pledgers?: ReaderJuzs[];
  /** The co-organizers (issue 37), who organize the next round too (absent in claims written before them). */
  organizers?: OrganizerEntry[];
}

/** Who starts a round: the proven creator (confirming with the creator e-mail when typed), or the khatm's setting. */
export type RoundStarter = { viewer: Viewer; creatorEmail?: string } | { auto: NextRoundMode };

/** Claims the next round for its creator (or the khatm's own setting): 409 unless complete and not started yet. */
export function claimNextRound(db: Store, starter: RoundStarter): RoundClaim {
  const row = requireKhatm(db);
  if ("auto" in starter) {
    if (row.autoNextRound !== starter.auto) throw new ApiException("CONFLICT", text("api.noAutoNextRound"));
  } else requireOrganizer(starter.viewer, row, "nextRound", starter.creatorEmail);
  const partCount = khatmTotalOf(row);
  if (row.completedCount < partCount) {
    // A juz khatm's refusal is the spec's; another division's counts its parts in its words ("all 604 pages"), a
    // count its recitations.
    const parts = partDivisionOf(row.division);
    const refusal =
      parts === null
        ? text("recitation.nextRoundNotYet", { target: partCount })
        : parts === "juz"
          ? text("api.nextRoundNotYet", { count: partCount })
          : text("parts.nextRoundNotYet", { counted: text("parts.counted", { count: partCount, division: parts }) });
    throw new ApiException("CONFLICT", refusal);
  }
  if (row.nextRoundId) throw new ApiException("CONFLICT", text("api.nextRoundTaken", { round: row.round + 1 }));
  const nextId = randomToken(12);
  db.update(khatm).set({ nextRoundId: nextId }).run();
  const rows = db.select().from(juzs).orderBy(juzs.number).all();
  return {
    khatm: asKhatmRow(row),
    juzs: rows,
    ...(isCountDivision(row.division) ? { pledgers: pledgersWhoRead(db) } : {}),
    schedules: carriedSchedules(db),
    stoppedEmails: stoppedEmails(db),
    nextId,
    organizers: row.organizers,
  };
}
