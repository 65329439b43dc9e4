import type { AvailableLocale } from "@khatm/i18n";
import { mailboxHash, signPayload, verifiedPayload } from "../lib/signed-links";
import { inLanguage } from "./html";

/**
 * The stop link of an address: "stop:<mailbox hash>" signed, so it names the address's mailbox without showing it
 * and only the mail sent to that mailbox carries it; it stops every spelling of the mailbox. Links mailed before
 * (with the hash of the spelling itself) still stop that spelling (email/addresses.ts). The page is the web app's /stop/{token}; the API endpoint
 * /api/email/stop/{token} takes the one-click POST of RFC 8058 (List-Unsubscribe-Post).
 */
export async function stopToken(secret: string, email: string): Promise<string> {
  return signPayload(secret, `stop:${await mailboxHash(email)}`);
}

/** The hash a stop token was made for (a mailbox's, or an address's in older links), or null for a forged one. */
export async function stoppedAddressHash(secret: string, token: string): Promise<string | null> {
  const payload = await verifiedPayload(secret, token);
  return payload?.startsWith("stop:") ? payload.slice("stop:".length) : null;
}

/** The page opens in the e-mail's language. */
export function stopLinks(origin: string, token: string, locale: AvailableLocale): { page: string; oneClick: string } {
  const path = encodeURIComponent(token);
  return { page: inLanguage(`${origin}/stop/${path}`, locale), oneClick: `${origin}/api/email/stop/${path}` };
}
