import { ApiException } from "../errors";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import type { PledgeResult } from "./pledges";
import { claimNextRound } from "./rounds";

/**
 * What the count's completion causes: with the khatm set to start its next round by itself, that round
 * (next-round.ts), claimed here, as a juz khatm's last completed juz does (mutation-effects.ts).
 */
export function writePledgeEffects(change: Change, context: MailContext, result: PledgeResult): void {
  const { khatm: row } = result;
  if (!result.completedNow || row.autoNextRound === "off") return;
  try {
    const claim = claimNextRound(change.db, { auto: row.autoNextRound });
    change.effect({ kind: "nextRound", claim, mode: row.autoNextRound, context });
  } catch (error) {
    // Started already by its creator.
    if (!(error instanceof ApiException)) throw error;
  }
}
