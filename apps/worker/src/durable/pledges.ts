import type { Locale } from "@khatm/i18n";
import { text } from "@khatm/i18n";
import type { Pledge } from "@khatm/schema";
import { eq, sql } from "drizzle-orm";
import type { KhatmRow } from "../db/schema";
import { ApiException, fieldError } from "../errors";
import type { ActivityEvent } from "../rules/activity-messages";
import type { Reader } from "../rules/juz-transitions";
import { isOrganizer, type KhatmOwnership, requireOrganizer, roleOf, type Viewer } from "../rules/permissions";
import type { Change } from "./change";
import { claimCompletion } from "./completion";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, type Store, type StoredKhatm } from "./khatm-store";
import { isPledgeReader, type PledgeRow, presentPledge, requireCount } from "./pledge-views";
import { refreshNextDue } from "./reading-schedule-store";
import { activities, pledges } from "./schema";

/**
 * A counted recitation's pledges (issue 25), every change inside the khatm's one change (change.ts): a reader
 * pledges an amount of the count, reports how many they have read, or cancels; the creator may pledge for a reader.
 * The rules are checked against the rows in the same transaction, so two pledges racing for the last recitations
 * cannot both pass: the sum of the amounts never exceeds the target. Each change notes the khatm row changed, so the
 * change recounts (available = not pledged, reserved = pledged and not read, completed = read) and D1 takes it.
 */

export type PledgeRequest =
  | { kind: "pledge"; reader: Reader; amount: number; locale: Locale | null; remind: boolean }
  | { kind: "pledgeOnBehalf"; reader: Reader; amount: number; creatorEmail: string }
  | { kind: "progress"; pledgeId: number; done: number }
  | { kind: "cancel"; pledgeId: number };

export interface PledgeChange {
  viewer: Viewer;
  /** Where the reader's confirmation e-mail links to, in the requester's language. */
  mail: MailContext;
  request: PledgeRequest;
}

export interface PledgeResult {
  pledge: Pledge;
  khatm: KhatmRow;
  /** The count reached its target with this change, the first time: the khatm is completed. */
  completedNow: boolean;
  /** The last of the count became pledged with this change: its creator hears of it, as of a juz khatm's. */
  fullyPledgedNow: boolean;
}

export function applyPledgeChange(change: Change, { viewer, mail, request }: PledgeChange, now: string): PledgeResult {
  const { db } = change;
  const stored = requireCount(db);
  const before = asKhatmRow(stored);
  let row: PledgeRow;
  switch (request.kind) {
    case "pledge":
    case "pledgeOnBehalf": {
      const byCreator = request.kind === "pledgeOnBehalf";
      if (byCreator) requireOrganizer(viewer, stored, "pledgeOnBehalf", request.creatorEmail);
      const remaining = (stored.target ?? 0) - pledgedOf(db);
      if (request.amount > remaining) {
        throw new ApiException("CONFLICT", text("recitation.onlyRemain", { remaining: Math.max(0, remaining) }));
      }
      row = db
        .insert(pledges)
        .values({
          amount: request.amount,
          readerId: request.reader.id,
          readerName: request.reader.name,
          readerEmail: request.reader.email,
          readerAnonymous: request.reader.anonymous,
          // The browser that pledged for itself may report and cancel; the creator's pledge for someone is theirs.
          keyHash: byCreator ? null : viewer.readerKeyHash,
          locale: byCreator ? null : request.locale,
          // Reminders as the reader asked; never for a pledge the creator made for someone.
          remind: !byCreator && request.remind,
          pledgedAt: now,
        })
        .returning()
        .get();
      const pledged = { type: "pledged", ...pledgeNamed(row), amount: row.amount, byCreator } as const;
      writeActivity(db, before, row, byCreator ? organizerActor(viewer, stored) : null, "reserved", pledged, now);
      if (row.readerEmail) {
        const reader = { email: row.readerEmail, name: row.readerName, locale: row.locale };
        change.mail(mail, {
          type: "pledge",
          khatm: before,
          reader,
          amount: row.amount,
          ...(byCreator ? { pledgedBy: organizerActor(viewer, stored).userName } : {}),
        });
      }
      break;
    }
    case "progress": {
      const { pledge, asCreator } = ownPledge(db, viewer, stored, request.pledgeId);
      if (request.done > pledge.amount) {
        throw fieldError("done", text("recitation.doneOverPledge", { amount: pledge.amount }));
      }
      if (request.done === pledge.done) return answer(stored, before, pledge, viewer);
      row = updatePledge(db, pledge.id, { done: request.done, reportedAt: now });
      const progress = { type: "pledgeProgress", ...pledgeNamed(row), done: row.done, amount: row.amount } as const;
      writeActivity(db, before, row, asCreator ? organizerActor(viewer, stored) : null, "completed", progress, now);
      break;
    }
    case "cancel": {
      const { pledge, asCreator } = ownPledge(db, viewer, stored, request.pledgeId, { cancelling: true });
      if (pledge.cancelledAt) return answer(stored, before, pledge, viewer);
      // What was read stays counted: the pledge keeps its done as its amount, and the rest is free again.
      row = updatePledge(db, pledge.id, { amount: pledge.done, cancelledAt: now });
      const cancelled = { type: "pledgeCancelled", ...pledgeNamed(row), amount: pledge.amount } as const;
      writeActivity(db, before, row, asCreator ? organizerActor(viewer, stored) : null, "cancelled", cancelled, now);
      break;
    }
  }
  change.khatmChanged();
  change.pledgeChanged(row.id);
  refreshNextDue(change);
  const after = asKhatmRow(change.bump());
  const target = after.target ?? 0;
  const completedNow = before.completedCount < target && after.completedCount >= target && claimCompletion(db);
  // The completion is the reader's whose report reached the target.
  if (completedNow) writeActivity(db, after, row, null, "completed", { type: "countCompleted", target }, now);
  const fullyPledgedNow = before.availableCount > 0 && after.availableCount === 0;
  return answer(stored, after, row, viewer, { completedNow, fullyPledgedNow });
}

/** How many recitations are pledged: every amount (a cancelled pledge's is what it read). */
function pledgedOf(db: Store): number {
  const [row] = db
    .select({ total: sql<number>`coalesce(sum(${pledges.amount}), 0)` })
    .from(pledges)
    .all();
  return row?.total ?? 0;
}

/**
 * The pledge `pledgeId`, which the viewer may change: its reader (the browser that pledged, or a session of its
 * e-mail) or an organizer (the proven creator or a co-organizer); 404 for an unknown pledge, 403 for anyone else, 409 reporting on a cancelled one.
 */
function ownPledge(
  db: Store,
  viewer: Viewer,
  owner: KhatmOwnership,
  pledgeId: number,
  { cancelling = false } = {},
): { pledge: PledgeRow; asCreator: boolean } {
  const pledge = db.select().from(pledges).where(eq(pledges.id, pledgeId)).get();
  if (!pledge) throw new ApiException("NOT_FOUND", text("recitation.pledgeNotFound"));
  const asCreator = isOrganizer(viewer, owner);
  if (!asCreator && !isPledgeReader(viewer, pledge)) {
    throw new ApiException("FORBIDDEN", text("recitation.ownPledgeOnly"));
  }
  if (pledge.cancelledAt && !cancelling) throw new ApiException("CONFLICT", text("recitation.pledgeCancelled"));
  return { pledge, asCreator };
}

/** How the feed names a pledge. */
const pledgeNamed = (row: PledgeRow) => ({ pledge: row.id, readerName: row.readerName });

/** One pledge changed: the new values, and the row as stored. */
function updatePledge(db: Store, pledgeId: number, values: Partial<PledgeRow>): PledgeRow {
  return db.update(pledges).set(values).where(eq(pledges.id, pledgeId)).returning().get() as PledgeRow;
}

function writeActivity(
  db: Store,
  khatmRow: KhatmRow,
  pledge: PledgeRow,
  organizer: PledgeActor | null,
  activityType: "reserved" | "completed" | "cancelled",
  event: ActivityEvent,
  now: string,
): void {
  const actor = organizer ?? { userId: pledge.readerId, userName: pledge.readerName, userEmail: pledge.readerEmail };
  db.insert(activities)
    .values({ khatmId: khatmRow.id, juzId: null, juzNumber: null, ...actor, activityType, timestamp: now, event })
    .run();
}

type PledgeActor = { userId: number | null; userName: string; userEmail: string | null };

/** Who the feed names for an organizer's change: the creator, or the co-organizer who made it. */
function organizerActor(viewer: Viewer, owner: StoredKhatm): PledgeActor {
  if (roleOf(viewer, owner) === "organizer") {
    return {
      userId: viewer.userId,
      userName: viewer.name ?? viewer.email ?? owner.creatorName,
      userEmail: viewer.email,
    };
  }
  return { userId: owner.creatorId, userName: owner.creatorName, userEmail: owner.creatorEmail };
}

function answer(
  owner: KhatmOwnership,
  khatmRow: KhatmRow,
  row: PledgeRow,
  viewer: Viewer,
  milestones: Pick<PledgeResult, "completedNow" | "fullyPledgedNow"> = { completedNow: false, fullyPledgedNow: false },
): PledgeResult {
  const viewerIsCreator = isOrganizer(viewer, owner);
  return { pledge: presentPledge(khatmRow.id, row, viewer, viewerIsCreator), khatm: khatmRow, ...milestones };
}
