import { type PastedList, parsePastedList, partCountOf, sameText } from "@khatm/schema/rules";
import { inArray } from "drizzle-orm";
import type { JuzRow, KhatmRow } from "../db/schema";
import { ApiException } from "../errors";
import { type JuzChange, listRefusalText, planListImport, type Reader } from "../rules/juz-transitions";
import { requirePartDivision } from "../rules/part-numbers";
import { requireOrganizer, type Viewer } from "../rules/permissions";
import type { ListWords } from "../services/list-vocabulary";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, idChunks, requireKhatm, type Store } from "./khatm-store";
import { activityEntry, type OrganizerActor, organizerActor } from "./mutation-activity";
import { writeMilestoneEffects } from "./mutation-effects";
import { applyPartPlan, milestonesOf } from "./part-plan";
import { noteSchedules } from "./reading-schedule-store";
import { activities, juzs } from "./schema";

/**
 * A WhatsApp group's pasted list brought into the khatm (issue 26), by its proven creator only: read (nothing
 * changes) or applied as one change of the khatm's one change path. Applying reserves each listed juz on its reader's
 * behalf and completes those listed as completed, all or nothing (juz-transitions.ts's planListImport says what each
 * juz becomes); the activity says so as the creator's reservations and completions, and the milestones follow.
 */
export interface ListImport {
  viewer: Viewer;
  text: string;
  /** The words the list is read with, from every language's catalogue (list-vocabulary.ts). */
  words: ListWords;
  /** Where the e-mails the change causes (the creator's milestones) link to. */
  mail: MailContext;
}

export interface ListImportResult extends PastedList {
  /** The juz the list gives to someone while another reader holds them. */
  held: number[];
  /** The juz the list changed; empty when the board already said what the list says. */
  changedNumbers: number[];
}

/**
 * The list as it reads in this khatm (its parts, its number of them), and the juz it gives away that other readers
 * hold (`held`: applying it is refused until they change); 403 unless an organizer asks.
 */
export function readListImport(db: Store, { viewer, text, words }: Omit<ListImport, "mail">, now: string) {
  const stored = requireKhatm(db);
  const khatm = asKhatmRow(stored);
  const organizer = organizerActor(requireOrganizer(viewer, stored, "importList"), viewer, khatm);
  const list = parsePastedList(text, {
    partCount: partCountOf(requirePartDivision(khatm.division)),
    vocabulary: words,
  });
  const listed = list.rows.flatMap((row) => (row.readerName === null ? [] : [{ ...row, readerName: row.readerName }]));
  const numbers = listed.map((row) => row.number);
  // In chunks: a list of a page or surah khatm can name more parts than SQLite takes variables in one statement.
  const rows = idChunks(numbers).flatMap(
    (chunk) => db.select().from(juzs).where(inArray(juzs.number, chunk)).all() as JuzRow[],
  );
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  const plan = planListImport(
    listed.flatMap((row) => {
      const juz = byNumber.get(row.number);
      return juz ? [{ juz, reader: readerOf(row.readerName, words), completed: row.completed }] : [];
    }),
    now,
  );
  return { khatm, organizer, list: { ...list, held: plan.ok ? [] : plan.refused }, plan };
}

export function applyListImport(change: Change, request: ListImport, now = new Date().toISOString()) {
  const { db } = change;
  const { khatm, organizer, list, plan } = readListImport(db, request, now);
  if (!plan.ok) throw new ApiException("CONFLICT", listRefusalText(plan.refused, requirePartDivision(khatm.division)));
  const { changes } = plan;
  if (!changes.length) return { ...list, changedNumbers: [] } satisfies ListImportResult;

  applyPartPlan(change, changes);
  for (const entry of activityOf(khatm, organizer, changes, now)) db.insert(activities).values(entry).run();
  noteSchedules(
    change,
    changes.map(({ after }) => after),
  );
  const after = asKhatmRow(change.bump());
  writeMilestoneEffects(change, request.mail, { khatm: after, ...milestonesOf(change, khatm, after) });
  return { ...list, changedNumbers: changes.map(({ after }) => after.number) } satisfies ListImportResult;
}

/** The listed reader: a name without e-mail, as the creator's reservations on behalf may be; hidden if so listed. */
function readerOf(name: string, words: ListWords): Reader {
  const anonymous = words.anonymousNames.some((word) => sameText(word, name));
  return { id: null, name, email: null, anonymous };
}

/** The organizer's reservations, one entry per reader listed, and the juz the list completed, as one entry. */
function activityOf(khatm: KhatmRow, organizer: OrganizerActor, changes: JuzChange<JuzRow>[], now: string) {
  const reserved = new Map<string, JuzChange<JuzRow>[]>();
  for (const change of changes) {
    if (change.before.status !== "available" || !change.after.readerName) continue;
    reserved.set(change.after.readerName, [...(reserved.get(change.after.readerName) ?? []), change]);
  }
  const entries = [...reserved].map(([name, held]) => {
    const reader = { id: null, name, email: null, anonymous: false };
    const request = { kind: "reserveOnBehalf", reader, creatorEmail: khatm.creatorEmail } as const;
    return activityEntry(khatm, request, held, organizer, now);
  });
  const completed = changes.filter(
    ({ after, before }) => after.status === "completed" && before.status !== after.status,
  );
  if (completed.length) entries.push(activityEntry(khatm, { kind: "complete" }, completed, organizer, now));
  return entries.flatMap((entry) => (entry ? [entry] : []));
}
