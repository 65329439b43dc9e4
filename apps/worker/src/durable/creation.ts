import { partRowCountOf } from "@khatm/schema/rules";
import type { JuzRow, KhatmRow } from "../db/schema";
import { english } from "../lib/english";
import { partEventDivision } from "../rules/part-numbers";
import { byReader } from "../rules/readers";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, storedKhatm } from "./khatm-store";
import { activities, juzs, khatm, type OrganizerEntry } from "./schema";

/**
 * A new khatm as its object creates it: its row and its parts (30 juz, or its division's) (ids and access code from its claim in D1,
 * db/khatm-claims.ts; a rotated next round arrives with juz reserved for its readers), and, for a first round, the
 * creator's "created" e-mail with the manage key.
 */
export interface KhatmCreation {
  khatm: KhatmRow;
  juzs: JuzRow[];
  welcome: { manageKey: string; context: MailContext } | null;
  /** Its co-organizers from the start (a later round keeps the last round's). */
  organizers?: OrganizerEntry[];
}

/**
 * Creates the khatm in this object, as one change (its version 0): the rows, the feed's first entries ("created",
 * and for a rotated round one "reserved" entry per reader), the e-mail as an effect, and the whole khatm marked for
 * D1's index ("new": the sync inserts it). Answers the khatm as stored: a repeated creation (a next round's retry after a crash)
 * finds the one it made and changes nothing; null when that khatm has been deleted since.
 */
export function createKhatmHere(change: Change, creation: KhatmCreation): KhatmRow | null {
  const { db } = change;
  const existing = storedKhatm(db);
  if (existing) return existing.deleted ? null : asKhatmRow(existing);
  const { khatm: row, juzs: rows } = creation;
  if (rows.length !== partRowCountOf(row.division))
    throw new Error(`Khatm ${row.id} has ${rows.length} ${row.division} parts`);
  db.insert(khatm)
    .values({ ...row, organizers: creation.organizers ?? [], version: 0, indexState: "new" })
    .run();
  for (const juz of rows) db.insert(juzs).values(juz).run();
  writeFirstActivities(change, row, rows);
  change.created(0);
  if (creation.welcome) {
    const { manageKey, context } = creation.welcome;
    change.mail(context, { type: "created", khatm: row, manageKey });
  }
  return row;
}

function writeFirstActivities({ db }: Change, row: KhatmRow, rows: JuzRow[]): void {
  const creator = { khatmId: row.id, userId: row.creatorId, userName: row.creatorName, userEmail: row.creatorEmail };
  const first = { ...creator, juzId: null, juzNumber: null, timestamp: row.createdAt };
  db.insert(activities)
    .values({ ...first, activityType: "created", event: { type: "created", creatorName: row.creatorName } })
    .run();
  for (const reader of byReader(rows.filter((juz) => juz.status === "reserved"))) {
    const [only, ...more] = reader.juzs;
    const event = {
      type: "reserved",
      juzNumbers: reader.juzs.map((juz) => juz.number),
      readerName: only?.readerName ?? english.t("activity.aReaderInList"),
      byCreator: true,
      ...partEventDivision(row.division),
    } as const;
    const one = more.length ? null : only;
    db.insert(activities)
      .values({ ...first, juzId: one?.id ?? null, juzNumber: one?.number ?? null, activityType: "reserved", event })
      .run();
  }
}
