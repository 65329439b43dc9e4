import type { Locale } from "@khatm/i18n";
import { isValidAccessCode } from "@khatm/schema/rules";
import type { SharePageData } from "@khatm/schema/share-page";
import type { Env } from "../bindings";
import { readKhatmView } from "../durable/khatm-object";
import { ApiException } from "../errors";
import { ANONYMOUS } from "../rules/permissions";
import { lookUpKhatmByCode } from "./code-lookup";
import type { Services } from "./services";

/**
 * The khatm of a share link and its juz, exactly as the API answers an anonymous visitor (no e-mail of the creator
 * or of any reader), with its creator's language (for a visitor whose language is unknown), or null when the page must go without: a malformed or unknown code, or the address has used
 * up its code lookups. The page then asks the API itself and shows the API's answer (not found, wait a minute).
 */
export async function readSharePageData(
  env: Pick<Env, "KHATM_COORDINATOR">,
  services: Pick<Services, "db" | "rateLimits">,
  code: string,
  ip: string,
): Promise<{ data: SharePageData; creatorLocale: Locale | null } | null> {
  if (!isValidAccessCode(code)) return null;
  try {
    const row = await lookUpKhatmByCode(services, code, ip);
    const { khatm, juzs } = await readKhatmView(env, row.id, ANONYMOUS);
    return { data: { code, khatm, juzs }, creatorLocale: row.creatorLocale };
  } catch (error) {
    // The page itself must still load; the API will give the visitor the same refusal, or its own error.
    if (!(error instanceof ApiException)) console.error("Share page data failed", error);
    return null;
  }
}
