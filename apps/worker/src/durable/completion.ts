import type { Locale } from "@khatm/i18n";
import type { Khatm } from "@khatm/schema";
import { isCountDivision } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import { byReader, readerKey } from "../rules/readers";
import type { Store, StoredKhatm } from "./khatm-store";
import { countCompletionOf } from "./pledge-views";
import { juzSchedules, juzs, khatm } from "./schema";

/**
 * A khatm's completion, from all its parts (one row per part of its division): when its last part was completed and
 * how many readers took part; null until every part is.
 */
export function completionOf(
  rows: ReadonlyArray<{
    status: string;
    completedAt: string | null;
    readerName: string | null;
    readerEmail: string | null;
  }>,
) {
  if (rows.length === 0 || rows.some((row) => row.status !== "completed")) return null;
  const completedAt = rows.reduce(
    (latest, row) => (row.completedAt && row.completedAt > latest ? row.completedAt : latest),
    "",
  );
  return { completedAt, readerCount: new Set(rows.map(readerKey)).size } satisfies Khatm["completion"];
}

/** The khatm's completion as its answer gives it: from its parts, or a counted recitation's from its pledges. */
export function khatmCompletionOf(db: Store, stored: StoredKhatm): Khatm["completion"] {
  if (isCountDivision(stored.division)) return countCompletionOf(db, stored);
  return completionOf(db.select().from(juzs).all());
}

export interface CompletionNotice {
  /** Every reader with an e-mail, once each, by the name and in the language of their last juz. */
  readers: Array<{ email: string; name: string; locale: Locale | null }>;
}

/**
 * Marks the khatm's completion as announced, once: false when it already was (a khatm that falls below complete and
 * reaches it again is not new), in the transaction of the change that completed it.
 */
export function claimCompletion(db: Store): boolean {
  const claimed = db
    .update(khatm)
    .set({ completionNoticeSent: true })
    .where(eq(khatm.completionNoticeSent, false))
    .returning({ id: khatm.id })
    .get();
  return claimed !== undefined;
}

/**
 * Inside the mutation's transaction, once the khatm is complete: the readers to e-mail, and the mark that they have
 * been, so a juz marked not completed and completed again never e-mails them twice. Null when already sent.
 */
export function claimCompletionNotice(db: Store): CompletionNotice | null {
  if (!claimCompletion(db)) return null;
  const languages = new Map(
    db
      .select()
      .from(juzSchedules)
      .all()
      .map((row) => [row.juzId, row.locale]),
  );
  const rows: JuzRow[] = db.select().from(juzs).orderBy(juzs.number).all();
  const readers = byReader(rows.filter((row) => row.readerEmail)).map((reader) => {
    const last = reader.juzs[reader.juzs.length - 1];
    return { email: reader.email, name: last?.readerName ?? "", locale: (last && languages.get(last.id)) ?? null };
  });
  return { readers };
}
