import { JUZ_COUNT } from "@khatm/schema/rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { activities, type JuzRow, juzs, type KhatmRow, khatms, readerGrants } from "../db/schema";
import { ApiException } from "../errors";
import { type ActivityEvent, activityMessage } from "./activity-messages";
import {
  type JuzChange,
  planTransition,
  RELEASES_HOLDER,
  type Reader,
  type TransitionRequest,
} from "./juz-transitions";
import { readMutationState, requireKhatm } from "./khatm-queries";
import { isCreator, isHolder, requireCreator, requireCreatorOrHolder, type Viewer } from "./permissions";

/**
 * Every change to a khatm's juz, and the khatm's deletion. These run only inside the khatm's Durable Object
 * (durable/khatm-coordinator.ts), one at a time, so what is read here is still true when the batch is written:
 * read the juz from D1, check who may act (permissions.ts) and whether the juz may change (juz-transitions.ts),
 * then write juz rows, reader grants, the activity and the khatm's counts in one D1 batch (one transaction).
 */

/** What is asked, with the e-mails its form typed as confirmation. */
export type MutationRequest =
  | { kind: "reserve"; reader: Reader }
  | { kind: "reserveOnBehalf"; reader: Reader; creatorEmail: string }
  | { kind: "cancel"; creatorEmail?: string; email?: string }
  | { kind: "transfer"; reader: Reader; creatorEmail: string }
  | { kind: "complete"; readerEmail?: string }
  | { kind: "uncomplete"; email: string };

export interface JuzMutation {
  khatmId: string;
  /** The juz of the khatm the request is about; all must allow it, or nothing changes. */
  juzNumbers: number[];
  viewer: Viewer;
  request: MutationRequest;
}

export interface JuzMutationResult {
  /** The khatm after the change (its counts included). */
  khatm: KhatmRow;
  /** The juz the mutation named, after the change, by number. */
  juzs: JuzRow[];
  /** Numbers of the juz that changed; empty when the request repeated one already done. */
  changedNumbers: number[];
  viewerIsCreator: boolean;
  /** The juz (among `juzs`) the viewer's reader key holds after the change. */
  grantedJuzIds: number[];
  milestones: { fullyReserved: boolean; fullyCompleted: boolean };
}

export interface KhatmDeletion {
  khatmId: string;
  viewer: Viewer;
  creatorEmail: string;
}

type Statement = BatchItem<"sqlite">;

export async function applyJuzMutation(
  db: Database,
  mutation: JuzMutation,
  now = new Date().toISOString(),
): Promise<JuzMutationResult> {
  const { viewer, request } = mutation;
  const {
    khatm,
    juzs: before,
    granted,
  } = await readMutationState(db, mutation.khatmId, mutation.juzNumbers, viewer.readerKeyHash);
  const byCreator = authorize(request, viewer, khatm, before, granted);

  const transition = transitionOf(request, now);
  const releasesHolder = RELEASES_HOLDER[transition.action];
  const plan = planTransition(before, transition);
  if (!plan.ok) throw new ApiException("CONFLICT", plan.message);
  const { changes } = plan;

  const statements: Statement[] = changes.map(({ before: juz, after }) =>
    db
      .update(juzs)
      .set({
        status: after.status,
        readerId: after.readerId,
        readerName: after.readerName,
        readerEmail: after.readerEmail,
        reservedAt: after.reservedAt,
        completedAt: after.completedAt,
      })
      // Second guard besides the Durable Object's queue: a row only moves from the state it was read in.
      .where(and(eq(juzs.id, juz.id), eq(juzs.status, juz.status))),
  );

  const changedIds = changes.map((change) => change.after.id);
  const grantIds = request.kind === "reserve" ? newGrants(viewer, changes, plan.kept, granted) : [];
  if (releasesHolder && changedIds.length) {
    statements.push(db.delete(readerGrants).where(inArray(readerGrants.juzId, changedIds)));
  }
  if (request.kind === "reserve" && viewer.readerKeyHash && grantIds.length) {
    statements.push(grantStatement(db, viewer.readerKeyHash, grantIds, request.reader, now));
  }
  if (changes.length) {
    statements.push(activityStatement(db, khatm, request, changes, byCreator, now));
    statements.push(recountStatement(db, khatm.id));
  }

  let after = khatm;
  if (statements.length) {
    const results = await db.batch(statements as [Statement, ...Statement[]]);
    if (changes.length) {
      const [counts] = results.at(-1) as Array<Pick<KhatmRow, "availableCount" | "reservedCount" | "completedCount">>;
      after = { ...khatm, ...counts };
    }
  }

  const changedById = new Map(changes.map((change) => [change.after.id, change.after]));
  const grantedAfter = new Set(granted);
  if (releasesHolder) for (const id of changedIds) grantedAfter.delete(id);
  for (const id of grantIds) grantedAfter.add(id);

  return {
    khatm: after,
    juzs: before.map((juz) => changedById.get(juz.id) ?? juz),
    changedNumbers: changes.map((change) => change.after.number),
    viewerIsCreator: isCreator(viewer, khatm),
    grantedJuzIds: [...grantedAfter],
    milestones: {
      fullyReserved: khatm.availableCount > 0 && after.availableCount === 0,
      fullyCompleted: khatm.completedCount < JUZ_COUNT && after.completedCount === JUZ_COUNT,
    },
  };
}

/** Deletes the khatm with its juz, grants and activities in one batch; only its proven creator may. */
export async function deleteKhatm(db: Database, deletion: KhatmDeletion): Promise<void> {
  const khatm = await requireKhatm(db, deletion.khatmId);
  requireCreator(deletion.viewer, khatm, "delete", deletion.creatorEmail);
  const khatmJuzIds = db.select({ id: juzs.id }).from(juzs).where(eq(juzs.khatmId, khatm.id));
  await db.batch([
    db.delete(readerGrants).where(inArray(readerGrants.juzId, khatmJuzIds)),
    db.delete(activities).where(eq(activities.khatmId, khatm.id)),
    db.delete(juzs).where(eq(juzs.khatmId, khatm.id)),
    db.delete(khatms).where(eq(khatms.id, khatm.id)),
  ]);
}

/** Throws 403 unless the viewer may take this action on these juz; answers whether it acts as the creator. */
function authorize(
  request: MutationRequest,
  viewer: Viewer,
  khatm: KhatmRow,
  before: JuzRow[],
  granted: ReadonlySet<number>,
): boolean {
  switch (request.kind) {
    case "reserve":
      // Anyone may reserve available juz; the state machine refuses the others.
      return false;
    case "reserveOnBehalf":
      requireCreator(viewer, khatm, "reserveOnBehalf", request.creatorEmail);
      return true;
    case "transfer":
      requireCreator(viewer, khatm, "transfer", request.creatorEmail);
      return true;
    case "uncomplete":
      requireCreator(viewer, khatm, "uncomplete", request.email);
      return true;
    case "cancel":
      return requireCreatorOrHolder(viewer, khatm, before, granted, "cancel", {
        creatorEmail: request.creatorEmail,
        email: request.email,
      }).asCreator;
    case "complete":
      return requireCreatorOrHolder(viewer, khatm, before, granted, "complete", { email: request.readerEmail })
        .asCreator;
  }
}

function transitionOf(request: MutationRequest, now: string): TransitionRequest {
  switch (request.kind) {
    case "reserve":
    case "reserveOnBehalf":
      return { action: "reserve", reader: request.reader, now };
    case "transfer":
      return { action: "transfer", reader: request.reader, now };
    default:
      return { action: request.kind, now };
  }
}

/**
 * The juz this browser's reader key is granted by a reservation: those it reserved now, and those it repeated
 * a reservation of while already holding them (a retry whose first answer was lost). A typed e-mail alone earns
 * no grant on someone else's juz, so repeating another reader's reservation succeeds without giving control.
 */
function newGrants(
  viewer: Viewer,
  changes: JuzChange<JuzRow>[],
  kept: JuzRow[],
  granted: ReadonlySet<number>,
): number[] {
  if (!viewer.readerKeyHash) return [];
  const heldAlready = kept.filter((juz) => isHolder(viewer, juz, granted) && !granted.has(juz.id));
  return [...changes.map((change) => change.after.id), ...heldAlready.map((juz) => juz.id)];
}

/**
 * Grants the key on the juz, but only where the juz now is reserved under this reader's e-mail: even if the queue
 * were bypassed, a key never ends up holding a juz someone else reserved.
 */
function grantStatement(db: Database, keyHash: string, juzIds: number[], reader: Reader, now: string): Statement {
  return db
    .insert(readerGrants)
    .select(
      db
        .select({
          keyHash: sql<string>`${keyHash}`.as("key_hash"),
          juzId: juzs.id,
          createdAt: sql<string>`${now}`.as("created_at"),
        })
        .from(juzs)
        .where(and(inArray(juzs.id, juzIds), eq(juzs.status, "reserved"), eq(juzs.readerEmail, reader.email ?? ""))),
    )
    .onConflictDoNothing();
}

/** One activity per change (a bulk change is one entry), by whoever acted: the creator, or the reader. */
function activityStatement(
  db: Database,
  khatm: KhatmRow,
  request: MutationRequest,
  changes: JuzChange<JuzRow>[],
  byCreator: boolean,
  now: string,
): Statement {
  const numbers = changes.map((change) => change.after.number);
  const first = changes[0]!;
  const creator = { id: khatm.creatorId, name: khatm.creatorName, email: khatm.creatorEmail };
  const formerReader = {
    id: first.before.readerId,
    name: first.before.readerName ?? "A reader",
    email: first.before.readerEmail,
  };

  let actor: Reader;
  let event: ActivityEvent;
  switch (request.kind) {
    case "reserve":
      actor = request.reader;
      event = { type: "reserved", juzNumbers: numbers, readerName: request.reader.name, byCreator: false };
      break;
    case "reserveOnBehalf":
      actor = creator;
      event = { type: "reserved", juzNumbers: numbers, readerName: request.reader.name, byCreator: true };
      break;
    case "cancel":
      actor = byCreator ? creator : formerReader;
      event = {
        type: "cancelled",
        juzNumbers: numbers,
        readerNames: changes.map((change) => change.before.readerName ?? "a reader"),
        byCreator,
      };
      break;
    case "transfer":
      actor = creator;
      event = { type: "transferred", juzNumbers: numbers, fromName: formerReader.name, toName: request.reader.name };
      break;
    case "complete":
      actor = byCreator ? creator : formerReader;
      event = { type: "completed", juzNumbers: numbers, readerName: formerReader.name, byCreator };
      break;
    case "uncomplete":
      actor = creator;
      event = { type: "uncompleted", juzNumbers: numbers };
      break;
  }

  return db.insert(activities).values({
    khatmId: khatm.id,
    // A bulk change names several juz in its message; the juz columns point at one only when there is one.
    juzId: changes.length === 1 ? first.after.id : null,
    juzNumber: changes.length === 1 ? first.after.number : null,
    userId: actor.id,
    userName: actor.name,
    userEmail: actor.email,
    activityType: event.type,
    timestamp: now,
    message: activityMessage(event),
  });
}

/** Recounts the khatm's juz by status from the rows just written, in the same transaction, and answers the counts. */
function recountStatement(db: Database, khatmId: string): Statement {
  const count = (status: JuzRow["status"]) =>
    sql<number>`(SELECT count(*) FROM ${juzs} WHERE ${juzs.khatmId} = ${khatmId} AND ${juzs.status} = ${status})`;
  return db
    .update(khatms)
    .set({ availableCount: count("available"), reservedCount: count("reserved"), completedCount: count("completed") })
    .where(eq(khatms.id, khatmId))
    .returning({
      availableCount: khatms.availableCount,
      reservedCount: khatms.reservedCount,
      completedCount: khatms.completedCount,
    });
}
