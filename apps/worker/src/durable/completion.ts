import type { Locale } from "@khatm/i18n";
import type { Khatm } from "@khatm/schema";
import { eq } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import type { Store } from "./khatm-store";
import { byReader, readerKey } from "./readers";
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

export interface CompletionNotice {
  /** Every reader with an e-mail, once each, by the name and in the language of their last juz. */
  readers: Array<{ email: string; name: string; locale: Locale | null }>;
}

/**
 * Inside the mutation's transaction, once the khatm is complete: the readers to e-mail, and the mark that they have
 * been, so a juz marked not completed and completed again never e-mails them twice. Null when already sent.
 */
export function claimCompletionNotice(db: Store): CompletionNotice | null {
  const claimed = db
    .update(khatm)
    .set({ completionNoticeSent: true })
    .where(eq(khatm.completionNoticeSent, false))
    .returning({ id: khatm.id })
    .get();
  if (!claimed) return null;
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
