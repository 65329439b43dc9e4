import type { Translator } from "@khatm/i18n";
import type { Activity, Juz, Khatm, KhatmSummary, ReaderJuz, ReaderPledge } from "@khatm/schema";
import {
  ANONYMOUS_READER_NAME,
  finishOutcomeOf,
  khatmDivisionFields,
  khatmTotalOf,
  type OrganizerRole,
  paceOf,
  partDivisionOf,
  utcDay,
} from "@khatm/schema/rules";
import type { JuzRow, KhatmRow, pledges } from "../db/schema";
import type { activities } from "../durable/schema";
import { activityMessage } from "./activity-messages";
import { awaitsConfirmation } from "./listing";
import { isHolder, type Viewer } from "./permissions";

/**
 * Rows as the API answers them, with what the viewer may not see left out: the creator's e-mail for anyone but the
 * proven creator, a reader's e-mail for anyone but the organizers (the creator and its co-organizers) and that
 * reader, and an anonymous reader's name and account for anyone but those. Hashes and grants never leave.
 */

/**
 * `role`: the organizer's role the viewer proved (permissions.ts roleOf), null for anyone else. `today` (UTC) is the
 * day the finish-by date's pace is counted on.
 */
export function presentKhatm(
  row: KhatmRow,
  role: OrganizerRole | null,
  completion: Khatm["completion"],
  today = utcDay(Date.now()),
): Khatm {
  const viewerIsCreator = role !== null;
  const finish = finishByOf(row, today);
  return {
    id: row.id,
    name: row.name,
    occasion: row.occasion,
    startDate: null,
    endDate: null,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    ...(role === "creator" ? { creatorEmail: row.creatorEmail } : {}),
    isPublic: row.isPublic,
    createdAt: row.createdAt,
    uniqueId: row.uniqueId,
    accessCode: row.accessCode,
    stats: presentStats(row),
    viewerIsCreator,
    viewerRole: role,
    awaitingConfirmation: awaitsConfirmation(row),
    dedication: row.dedication,
    completion,
    seriesId: row.seriesId ?? row.id,
    round: row.round,
    reminderDays: row.reminderDays,
    staleDays: row.staleDays,
    autoNextRound: row.autoNextRound,
    ...khatmDivisionFields(row),
    ...finish,
    finishOutcome:
      finish.pace && row.finishBy
        ? finishOutcomeOf(row.finishBy, finish.pace.partsLeft, completion?.completedAt.slice(0, 10) ?? null, today)
        : null,
  };
}

/** The khatm's finish-by date (issue 37) and, when it has one, the pace it asks on `today`. */
function finishByOf(row: KhatmRow, today: string): Pick<Khatm, "finishBy" | "pace"> {
  if (!row.finishBy) return { finishBy: null, pace: null };
  const partsLeft = Math.max(0, khatmTotalOf(row) - row.completedCount);
  return { finishBy: row.finishBy, pace: paceOf(row.finishBy, partsLeft, today) };
}

export function presentStats(row: KhatmRow): Khatm["stats"] {
  return { available: row.availableCount, reserved: row.reservedCount, completed: row.completedCount };
}

export function presentKhatmSummary(row: KhatmRow, today = utcDay(Date.now())): KhatmSummary {
  return {
    id: row.id,
    name: row.name,
    occasion: row.occasion,
    isPublic: row.isPublic,
    createdAt: row.createdAt,
    accessCode: row.accessCode,
    creatorName: row.creatorName,
    stats: presentStats(row),
    ...khatmDivisionFields(row),
    ...finishByOf(row, today),
  };
}

export interface JuzViewer {
  viewer: Viewer;
  /** The viewer has the organizer's powers (creator or co-organizer): readers' e-mails are theirs to see. */
  viewerIsCreator: boolean;
  /** The juz this viewer's reader key holds grants for. */
  grantedJuzIds: ReadonlySet<number>;
}

export function presentJuz(row: JuzRow, { viewer, viewerIsCreator, grantedJuzIds }: JuzViewer): Juz {
  const viewerIsReader = row.status !== "available" && isHolder(viewer, row, grantedJuzIds);
  return juzAnswer(row, viewerIsReader, viewerIsCreator || viewerIsReader);
}

/** What a mutation answers about the juz it named (durable/part-mutations.ts). */
export interface MutatedParts {
  juzs: JuzRow[];
  viewerIsCreator: boolean;
  grantedJuzIds: number[];
}

/** A juz of a reader's own list, with the khatm it belongs to (services/khatm-queries.ts reads them). */
export interface ReaderJuzRow {
  juz: JuzRow;
  khatm: Pick<KhatmRow, "id" | "name" | "accessCode" | "division">;
  /** Its khatm's creation time: the list's order, and where a page ends (services/list-pages.ts). */
  khatmCreatedAt: string;
}

/** A pledge of a reader's own list, with its counted recitation. */
export interface ReaderPledgeRow {
  pledge: typeof pledges.$inferSelect;
  khatm: Pick<KhatmRow, "id" | "name" | "accessCode" | "recitation" | "target">;
  khatmCreatedAt: string;
}

/** The juz a mutation named, as they are after it, for the viewer who made it. */
export function presentMutatedParts(result: MutatedParts, viewer: Viewer): Juz[] {
  const access = { viewer, viewerIsCreator: result.viewerIsCreator, grantedJuzIds: new Set(result.grantedJuzIds) };
  return result.juzs.map((juz) => presentJuz(juz, access));
}

/** A juz of the reader's own list: the viewer proved it holds it, so its e-mail is shown. */
export function presentReaderJuz({ juz, khatm }: ReaderJuzRow): ReaderJuz {
  const { division, ...named } = khatm;
  // A juz khatm's row keeps the spec's shape; another names its division, so the reader's page words its parts.
  const parts = partDivisionOf(division);
  return {
    ...juzAnswer(juz, true, true),
    khatm: parts === null || parts === "juz" ? named : { ...named, division: parts },
  };
}

/** A pledge of the reader's own list (they proved the e-mail or the key that pledged): their e-mail is shown. */
export function presentReaderPledge({ pledge, khatm }: ReaderPledgeRow): ReaderPledge {
  return {
    id: `${pledge.khatmId}.${pledge.number}`,
    khatmId: pledge.khatmId,
    amount: pledge.amount,
    done: pledge.done,
    readerName: pledge.readerName,
    readerEmail: pledge.readerEmail,
    readerAnonymous: pledge.readerAnonymous,
    pledgedAt: pledge.pledgedAt,
    cancelled: pledge.cancelled,
    viewerIsReader: true,
    khatm,
  };
}

/** `showReader`: the viewer is the proven creator or this juz's reader, who see its reader as they are. */
function juzAnswer(row: JuzRow, viewerIsReader: boolean, showReader: boolean): Juz {
  const masked = row.readerAnonymous && !showReader;
  return {
    id: row.id,
    khatmId: row.khatmId,
    number: row.number,
    surahs: row.surahs,
    status: row.status,
    readerId: masked ? null : row.readerId,
    readerName: masked ? ANONYMOUS_READER_NAME : row.readerName,
    ...(showReader ? { readerEmail: row.readerEmail } : {}),
    reservedAt: row.reservedAt,
    completedAt: row.completedAt,
    viewerIsReader,
    readerAnonymous: row.readerAnonymous,
  };
}

/**
 * An activity of the feed, which only the organizers read, so readers' e-mails stay; `hiddenEmail` (the creator's,
 * for a co-organizer) does not. Its sentence in the reader's language.
 */
export function presentActivity(
  row: typeof activities.$inferSelect,
  i18n: Translator,
  hiddenEmail: string | null = null,
): Activity {
  return {
    id: row.id,
    khatmId: row.khatmId,
    juzId: row.juzId,
    juzNumber: row.juzNumber,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail !== null && row.userEmail === hiddenEmail ? null : row.userEmail,
    activityType: row.activityType,
    timestamp: row.timestamp,
    message: activityMessage(row.event, i18n),
  };
}
