import { text } from "@khatm/i18n";
import { JUZ_COUNT, type NextRoundMode } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import { ApiException } from "../errors";
import { randomToken } from "../lib/tokens";
import { requireCreator, type Viewer } from "../services/permissions";
import type { Outcome } from "./khatm-coordinator";
import { asKhatmRow } from "./khatm-store";
import { outcomeOf } from "./outcome";
import { ReadingCoordinator } from "./reading-coordinator";
import { openKhatm, stoppedEmails } from "./reading-schedule-store";
import { adoptRotation, type CarriedSchedule, carriedSchedules, type RotationCarryOver } from "./round-carry-over";
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

/**
 * The khatm's rounds (issue 17): the claim on the next round, given back when the round could not be made, and what
 * a rotated round takes over from the last one (services/next-round.ts makes the round between the two).
 */
export class RoundsCoordinator extends ReadingCoordinator {
  /** Claims the next round for its creator (or the khatm's own setting): 409 unless complete and not started yet. */
  async claimNextRound(starter: RoundStarter): Promise<Outcome<RoundClaim>> {
    return outcomeOf(async () => {
      await this.open();
      return this.db.transaction(() => {
        const row = openKhatm(this.db);
        if ("auto" in starter) {
          if (row.autoNextRound !== starter.auto) throw new ApiException("CONFLICT", text("api.noAutoNextRound"));
        } else requireCreator(starter.viewer, row, "nextRound", starter.creatorEmail);
        if (row.completedCount < JUZ_COUNT) {
          throw new ApiException("CONFLICT", text("api.nextRoundNotYet", { count: JUZ_COUNT }));
        }
        if (row.nextRoundId) throw new ApiException("CONFLICT", text("api.nextRoundTaken", { round: row.round + 1 }));
        const nextId = randomToken(12);
        this.db.update(khatm).set({ nextRoundId: nextId }).run();
        const rows = this.db.select().from(juzs).orderBy(juzs.number).all();
        const schedules = carriedSchedules(this.db);
        return { khatm: asKhatmRow(row), juzs: rows, schedules, stoppedEmails: stoppedEmails(this.db), nextId };
      });
    });
  }

  /** Gives the claim back when the next round could not be made, so it can be tried again. */
  async releaseNextRound(nextId: string): Promise<void> {
    await this.open();
    this.db.update(khatm).set({ nextRoundId: null }).where(eq(khatm.nextRoundId, nextId)).run();
  }

  /** In the new round's object: the rotated readers' reminder choices and languages, and who stopped reminders. */
  async takeOverRotation(carried: RotationCarryOver): Promise<Outcome<null>> {
    return outcomeOf(async () => {
      await this.open();
      const version = this.db.transaction(() => adoptRotation(this.db, carried));
      if (version !== null) await this.committed(version);
      return null;
    });
  }
}
