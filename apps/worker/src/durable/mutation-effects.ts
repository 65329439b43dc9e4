import { ApiException } from "../errors";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import type { PartMutation, PartMutationResult } from "./part-mutations";
import { claimNextRound } from "./rounds";

/**
 * The effects of a juz change, written in its transaction (delivered after it by the outbox):
 * - a reservation (by the reader, or by the creator for them) or a transfer: the reader's confirmation of the juz
 *   that became theirs (none for a repeated request, nor for a reader without e-mail), naming the organizer (the
 *   creator or a co-organizer) who reserved for the reader; a reader who reserved themself did it in the requester's
 *   language, and when the reservation made their account, the same e-mail welcomes them (one action, one e-mail:
 *   issue 39);
 * - the creator's milestone e-mails, when every juz has just become reserved or completed;
 * - every reader who took part, once per khatm, when its last juz is completed (completion.ts);
 * - with the khatm set to start its next round by itself, that round (next-round.ts), claimed here.
 */
export function writeMutationEffects(change: Change, mutation: PartMutation, result: PartMutationResult): void {
  const { khatm } = result;
  const context: MailContext = mutation.mail;
  const { request } = mutation;
  if (request.kind === "reserve" || request.kind === "reserveOnBehalf" || request.kind === "transfer") {
    const newlyHeld = result.juzs.filter((juz) => result.changedNumbers.includes(juz.number));
    if (request.reader.email && newlyHeld.length) {
      const byCreator = request.kind !== "reserve";
      change.mail(context, {
        type: "reservation",
        khatm,
        reader: request.reader,
        juzs: newlyHeld.map(({ number, surahs }) => ({ number, surahs })),
        ...(byCreator ? { reservedBy: result.actedBy ?? khatm.creatorName } : {}),
        reservedIn: byCreator ? null : context.requester,
        ...(request.kind === "reserve" && request.accountCreated ? { accountCreated: true } : {}),
      });
    }
  }
  writeMilestoneEffects(change, context, result);
}

/** What a change that moved juz (a juz action, a pasted list) says about the khatm as a whole. */
export type MilestoneOutcome = Pick<PartMutationResult, "khatm" | "milestones" | "completionNotice">;

/** The creator's milestone e-mails, the readers' completion e-mails and the automatic next round. */
export function writeMilestoneEffects(change: Change, context: MailContext, result: MilestoneOutcome): void {
  const { khatm } = result;
  if (result.milestones.fullyReserved) change.mail(context, { type: "fullyReserved", khatm });
  if (result.milestones.fullyCompleted) change.mail(context, { type: "fullyCompleted", khatm });
  for (const reader of result.completionNotice?.readers ?? [])
    change.mail(context, { type: "completion", khatm, reader });
  if (result.milestones.fullyCompleted && khatm.autoNextRound !== "off") {
    const mode = khatm.autoNextRound;
    try {
      const claim = claimNextRound(change.db, { auto: mode });
      change.effect({ kind: "nextRound", claim, mode, context });
    } catch (error) {
      // Started already (by its creator, or before the last juz was marked not completed and completed again).
      if (!(error instanceof ApiException)) throw error;
    }
  }
}
