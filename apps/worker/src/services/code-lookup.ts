import type { KhatmRow } from "../db/schema";
import { requireKhatmByCode } from "./khatm-queries";
import type { Services } from "./services";

/**
 * A khatm found by its access code, for `ip`: 429 past the code-lookup allowance (codes are only a million, so
 * lookups are counted per address against enumeration), 404 for an unknown code. The API's code lookup and the
 * share-link pages count against the same allowance.
 */
export async function lookUpKhatmByCode(
  { db, rateLimits }: Pick<Services, "db" | "rateLimits">,
  code: string,
  ip: string,
): Promise<KhatmRow> {
  await rateLimits.enforce("codeLookupPerIp", ip);
  return requireKhatmByCode(db, code);
}
