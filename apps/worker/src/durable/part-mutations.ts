import { type Text, text } from "@khatm/i18n";
import { inArray } from "drizzle-orm";
import type { JuzRow, KhatmRow } from "../db/schema";
import { ApiException } from "../errors";
import {
  type MutationRequest,
  planTransition,
  RELEASES_HOLDER,
  refusalText,
  type TransitionRequest,
} from "../rules/juz-transitions";
import { checkPartNumbers, requirePartDivision } from "../rules/part-numbers";
import { authorizeJuzAction, isHolder, isOrganizer, type Viewer } from "../rules/permissions";
import type { Change } from "./change";

export type { MutationRequest };

import type { CompletionNotice } from "./completion";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, idChunks, requireKhatm, type Store } from "./khatm-store";
import { activityEntry, organizerActor } from "./mutation-activity";
import { applyPartPlan, type Milestones, milestonesOf } from "./part-plan";
import { grantedPartIds, grantHeldParts } from "./reader-grants";
import { activities, juzs } from "./schema";

/**
 * Every change to a khatm's juz, inside the khatm's one change (change.ts): read the juz, check who may act
 * (permissions.ts) and whether the juz may change (juz-transitions.ts), write juz rows, reader grants and the
 * activity, and name the juz changed (the change bumps the version and writes the index outbox). Nothing awaits.
 */

export interface PartMutation {
  khatmId: string;
  /** Where the e-mails the change causes link to, and the requester's language (mutation-effects.ts). */
  mail: MailContext;
  /** The parts (juz, or the khatm's division's parts) the request is about; all must allow it, or nothing changes. */
  partNumbers: number[];
  /** The request's field that named them (the API's names), for a 400 about one ("partNumbers.2"); juzNumbers when
   * absent. */
  numbersField?: "juzNumbers" | "partNumbers";
  viewer: Viewer;
  request: MutationRequest;
}

export interface PartMutationResult {
  /** The khatm after the change (its counts included). */
  khatm: KhatmRow;
  /** The juz the mutation named, after the change, by number. */
  juzs: JuzRow[];
  /** Numbers of the juz that changed; empty when the request repeated one already done. */
  changedNumbers: number[];
  viewerIsCreator: boolean;
  /** The name of the organizer (creator or co-organizer) who made the change for a reader; null: the reader. */
  actedBy: string | null;
  /** The juz (among `juzs`) the viewer's reader key holds after the change. */
  grantedJuzIds: number[];
  milestones: Milestones;
  /** The readers to thank, the first time the khatm is completed (never again); null otherwise. */
  completionNotice: CompletionNotice | null;
}

export function applyPartMutation(
  change: Change,
  mutation: PartMutation,
  now = new Date().toISOString(),
): PartMutationResult {
  const { db } = change;
  const { viewer, request } = mutation;
  const { stored, khatm, juzs: before, granted } = readMutationState(db, mutation, viewer.readerKeyHash);
  const division = requirePartDivision(khatm.division);
  const role = authorizeJuzAction(request, viewer, stored, before, granted);
  const organizer = role ? organizerActor(role, viewer, khatm) : null;

  const transition = transitionOf(request, now);
  const releasesHolder = RELEASES_HOLDER[transition.action];
  const plan = planTransition(before, transition);
  if (!plan.ok) throw new PartsRefused(plan.refused, refusalText(transition.action, plan.refused, division));
  const { changes } = plan;

  // A reader's reservation names their browser's key on the parts it takes; the creator's on behalf names none.
  const keyHash = request.kind === "reserve" ? viewer.readerKeyHash : null;
  const changedIds = applyPartPlan(change, changes, {
    releasesHolder,
    ...(request.kind === "reserve" ? { holderKeyHash: keyHash } : {}),
  });
  const heldAlready = keyHash ? alreadyHeld(viewer, plan.kept, granted) : [];
  if (keyHash) grantHeldParts(db, keyHash, heldAlready, now);
  const grantIds = keyHash ? [...changedIds, ...heldAlready] : [];
  const entry = changes.length ? activityEntry(khatm, request, changes, organizer, now) : null;
  if (entry) db.insert(activities).values(entry).run();

  let after = khatm;
  if (changedIds.length || grantIds.length) {
    change.partsChanged(grantIds);
    // The milestones compare the counts before and after.
    after = asKhatmRow(change.bump());
  }

  const changedById = new Map(changes.map((change) => [change.after.id, change.after]));
  const grantedAfter = new Set(granted);
  if (releasesHolder) for (const id of changedIds) grantedAfter.delete(id);
  for (const id of grantIds) grantedAfter.add(id);

  return {
    khatm: after,
    juzs: before.map((juz) => changedById.get(juz.id) ?? juz),
    changedNumbers: changes.map((change) => change.after.number),
    viewerIsCreator: isOrganizer(viewer, stored),
    actedBy: organizer?.name ?? null,
    grantedJuzIds: [...grantedAfter],
    ...milestonesOf(change, khatm, after),
  };
}

/**
 * The khatm, the parts named (by number) and those of them the reader key holds. 404 unknown khatm; 400 a number
 * that is none of the khatm's parts, or more numbers than it has parts (part-numbers.ts), before anything changes.
 */
function readMutationState(
  db: Store,
  mutation: Pick<PartMutation, "partNumbers" | "numbersField">,
  keyHash: string | null,
) {
  const stored = requireKhatm(db);
  const numbers = mutation.partNumbers;
  checkPartNumbers(requirePartDivision(stored.division), numbers, mutation.numbersField ?? "juzNumbers");
  const rows = idChunks(numbers)
    .flatMap((chunk) => db.select().from(juzs).where(inArray(juzs.number, chunk)).all())
    .sort((a, b) => a.number - b.number);
  if (rows.length !== new Set(numbers).size) throw new ApiException("NOT_FOUND", text("api.juzNotFound"));
  const granted = grantedPartIds(
    db,
    keyHash,
    rows.map((row) => row.id),
  );
  return { stored, khatm: asKhatmRow(stored), juzs: rows as JuzRow[], granted };
}

function transitionOf(request: MutationRequest, now: string): TransitionRequest {
  switch (request.kind) {
    case "reserve":
    case "reserveOnBehalf":
      return { action: "reserve", reader: request.reader, now };
    case "transfer":
      return { action: "transfer", reader: request.reader, now };
    case "anonymity":
      return { action: "anonymity", anonymous: request.anonymous, now };
    default:
      return { action: request.kind, now };
  }
}

/**
 * The state machine's 409, with the numbers of the parts it refused: the web answers its text, a Telegram reply names
 * each part's holder as the group may see them (telegram-refusals.ts). It travels as any refusal (outcome.ts).
 */
export class PartsRefused extends ApiException {
  constructor(
    readonly refused: readonly number[],
    text: Text,
  ) {
    super("CONFLICT", text);
  }
}

/**
 * The parts a reservation repeated that its proven holder (signed in, or by e-mail and key elsewhere) already held
 * without this browser's key: a retry whose first answer was lost, or another of their browsers. A typed e-mail alone
 * proves nothing, so repeating another reader's reservation succeeds without giving control.
 */
function alreadyHeld(viewer: Viewer, kept: JuzRow[], granted: ReadonlySet<number>): number[] {
  return kept.filter((juz) => isHolder(viewer, juz, granted) && !granted.has(juz.id)).map((juz) => juz.id);
}
