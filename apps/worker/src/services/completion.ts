import type { Locale } from "@khatm/i18n";
import type { Khatm } from "@khatm/schema";
import { JUZ_COUNT, normaliseEmail } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { Store } from "../durable/khatm-store";
import { juzSchedules, juzs, khatm } from "../durable/schema";

/** A khatm's completion: when its last juz was completed and how many readers took part; null until all 30 are. */
export function completionOf(rows: ReadonlyArray<{ status: string; completedAt: string | null } & ReaderOfJuz>) {
  if (rows.length !== JUZ_COUNT || rows.some((row) => row.status !== "completed")) return null;
  const completedAt = rows.reduce(
    (latest, row) => (row.completedAt && row.completedAt > latest ? row.completedAt : latest),
    "",
  );
  return { completedAt, readerCount: new Set(rows.map(readerKey)).size } satisfies Khatm["completion"];
}

interface ReaderOfJuz {
  readerName: string | null;
  readerEmail: string | null;
}

/** One reader per e-mail; a reader the creator added without one counts once per name. */
function readerKey(row: ReaderOfJuz): string {
  return row.readerEmail
    ? `email:${normaliseEmail(row.readerEmail)}`
    : `name:${(row.readerName ?? "").trim().toLowerCase()}`;
}

export interface CompletionNotice {
  /** Every reader with an e-mail, once each, by the name and in the language they last reserved under. */
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
  const readers = new Map<string, CompletionNotice["readers"][number]>();
  for (const row of db.select().from(juzs).orderBy(juzs.number).all()) {
    if (!row.readerEmail) continue;
    const locale = languages.get(row.id) ?? null;
    readers.set(readerKey(row), { email: normaliseEmail(row.readerEmail), name: row.readerName ?? "", locale });
  }
  return { readers: [...readers.values()] };
}
