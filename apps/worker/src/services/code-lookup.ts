import type { Database } from "../db/client";
import type { KhatmRow } from "../db/schema";
import type { Env } from "../env";
import { requireKhatmByCode } from "./khatm-queries";
import { configuredLimit, enforceRateLimit } from "./rate-limit";

/**
 * A khatm found by its access code, for `ip`: 429 past the code-lookup allowance (codes are only a million, so
 * lookups are counted per address against enumeration), 404 for an unknown code. The API's code lookup and the
 * share-link pages count against the same allowance.
 */
export async function lookUpKhatmByCode(env: Env, db: Database, code: string, ip: string): Promise<KhatmRow> {
  await enforceRateLimit(env, { ...configuredLimit(env, "codeLookupPerIp"), key: ip });
  return requireKhatmByCode(db, code);
}
