import { ApiException } from "../errors";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { pledgersWhoRead } from "./pledge-readers";
import type { PledgeResult } from "./pledges";
import { claimNextRound } from "./rounds";

/**
 * What a pledge change says about the count as a whole, as a juz khatm's milestones do (mutation-effects.ts): its
 * creator hears when all of it is pledged and when it is read. Its completion, once (its claim in pledges.ts), also
 * thanks every reader who read something by e-mail (through their budget) and, with the khatm set to start its next
 * round by itself, claims that round (next-round.ts).
 */
export function writePledgeEffects(change: Change, context: MailContext, result: PledgeResult): void {
  const { khatm: row } = result;
  if (result.fullyPledgedNow) change.mail(context, { type: "fullyReserved", khatm: row });
  if (!result.completedNow) return;
  change.mail(context, { type: "fullyCompleted", khatm: row });
  for (const reader of pledgersWhoRead(change.db).filter((each) => each.email)) {
    const { email, name, locale } = reader;
    change.mail(context, { type: "countCompletion", khatm: row, reader: { email, name, locale } });
  }
  if (row.autoNextRound === "off") return;
  try {
    const claim = claimNextRound(change.db, { auto: row.autoNextRound });
    change.effect({ kind: "nextRound", claim, mode: row.autoNextRound, context });
  } catch (error) {
    // Started already by its creator.
    if (!(error instanceof ApiException)) throw error;
  }
}
