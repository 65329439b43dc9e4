import { ApiException } from "../errors";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { pledgersWhoRead } from "./pledge-readers";
import type { PledgeResult } from "./pledges";
import { claimNextRound } from "./rounds";

/**
 * What the count's completion causes, once (its claim in pledges.ts): every reader who read something is thanked by
 * e-mail (through their budget), and with the khatm set to start its next round by itself, that round
 * (next-round.ts) is claimed here, as a juz khatm's last completed juz does (mutation-effects.ts).
 */
export function writePledgeEffects(change: Change, context: MailContext, result: PledgeResult): void {
  const { khatm: row } = result;
  if (!result.completedNow) return;
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
