import type { Locale } from "@khatm/i18n";
import { normaliseEmail } from "@khatm/schema/rules";
import type { JuzRow } from "../db/schema";

/** A reader's juz gathered for one e-mail or one entry, with the language they reserved in when known. */
export interface ReaderJuzs {
  /** Normalised; "" for a reader the creator added without one (who gets no e-mail). */
  email: string;
  name: string;
  juzs: JuzRow[];
  locale: Locale | null;
}

interface ReaderOfJuz {
  readerName: string | null;
  readerEmail: string | null;
}

/** Who a juz's reader is: one reader per e-mail (compared normalised); one without e-mail counts once per name. */
export function readerKey(row: ReaderOfJuz): string {
  return row.readerEmail
    ? `email:${normaliseEmail(row.readerEmail)}`
    : `name:${(row.readerName ?? "").trim().toLowerCase()}`;
}

/**
 * The juz grouped by reader (readerKey), in the order of `rows`, each reader under the name of their first juz and
 * the language they reserved one of them in (`languages`, by juz id). The one grouping of the khatm's readers.
 */
export function byReader(rows: readonly JuzRow[], languages = new Map<number, Locale | null>()): ReaderJuzs[] {
  const groups = new Map<string, ReaderJuzs>();
  for (const juz of rows) {
    const key = readerKey(juz);
    const group = groups.get(key) ?? {
      email: juz.readerEmail ? normaliseEmail(juz.readerEmail) : "",
      name: juz.readerName ?? "Reader",
      juzs: [],
      locale: null,
    };
    group.locale ??= languages.get(juz.id) ?? null;
    group.juzs.push(juz);
    groups.set(key, group);
  }
  return [...groups.values()];
}
