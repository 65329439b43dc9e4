import { firstAvailable, type Locale, type Translator } from "@khatm/i18n";
import { normaliseEmail } from "@khatm/schema/rules";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { translatorFor } from "../lib/i18n";

/** What an e-mail's context knows of its recipient's language, best first; unknown ones are null. */
export type KnownLanguages = readonly (Locale | null | undefined)[];

/** The translator an e-mail to `email` is written with. */
export type LanguageOf = (email: string, ...known: KnownLanguages) => Promise<Translator>;

/** D1 binds at most 100 parameters per statement. */
const EMAILS_PER_QUERY = 90;

/**
 * The one rule for the language of every e-mail but the sign-in link (which is the requester's, who asked for it):
 * the recipient's account language when they have an account with one; else what the caller knows, best first (for
 * e-mails about a khatm: the language the reader reserved in, then the khatm's creator's; then the requester's);
 * else English. The accounts of a batch of recipients are looked up once.
 */
export async function recipientLanguages(db: Database, emails: readonly string[]): Promise<LanguageOf> {
  const wanted = [...new Set(emails.filter(Boolean).map(normaliseEmail))];
  const accounts = new Map<string, Locale | null>();
  for (let start = 0; start < wanted.length; start += EMAILS_PER_QUERY) {
    const chunk = wanted.slice(start, start + EMAILS_PER_QUERY);
    const rows = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.email, chunk));
    for (const row of rows) accounts.set(normaliseEmail(row.email), row.locale);
  }
  return (email, ...known) => translatorFor(firstAvailable(accounts.get(normaliseEmail(email)), ...known));
}
