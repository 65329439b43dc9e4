import { magicLinkEmail } from "../email/templates/auth";
import { hashToken, randomToken } from "../lib/tokens";
import type { Services } from "./services";

export const MAGIC_LINK_TTL_SECONDS = 15 * 60;

/** What KV keeps for a magic link, under its token's hash: whom it signs in and until when (epoch ms). */
export interface MagicLinkRecord {
  email: string;
  expiresAt: number;
}

/** KV key of a magic link: only the token's hash, so neither keys nor values can sign anyone in. */
export async function magicLinkKey(token: string): Promise<string> {
  return `magic-link:${await hashToken(token)}`;
}

/**
 * Issues a single-use sign-in link for `email` and e-mails it. Anyone may ask for any address: the link only
 * reaches the mailbox's owner, and signing in with a new address creates its account.
 */
export async function sendMagicLink(
  { kv, mailer, now, appOrigin, i18n }: Pick<Services, "kv" | "mailer" | "now" | "appOrigin" | "i18n">,
  email: string,
  /** A path of this site (validated by returnPathSchema) that /verify-login goes to once signed in. */
  next?: string,
): Promise<void> {
  const token = randomToken();
  const record: MagicLinkRecord = { email, expiresAt: now().getTime() + MAGIC_LINK_TTL_SECONDS * 1000 };
  // KV expiry is lazy and approximate, so the record carries its own deadline too (checked on use).
  await kv.put(await magicLinkKey(token), JSON.stringify(record), { expirationTtl: MAGIC_LINK_TTL_SECONDS });
  const back = next ? `&next=${encodeURIComponent(next)}` : "";
  const link = `${appOrigin}/verify-login?token=${encodeURIComponent(token)}${back}`;
  await mailer.send(magicLinkEmail(i18n, email, link, MAGIC_LINK_TTL_SECONDS / 60));
}

/**
 * The e-mail a magic-link token signs in, or null if the token is unknown, used or expired. KV has no
 * compare-and-delete: requests racing with the same token (a double click, a mail scanner opening the link) would
 * all read the record before any delete lands. So the one use is claimed in a Durable Object first, which counts
 * atomically (a RateLimiter allowing one hit per link for the link's lifetime); only the claim's winner signs in.
 */
export async function consumeMagicLink(
  { kv, rateLimits, now }: Pick<Services, "kv" | "rateLimits" | "now">,
  token: string,
): Promise<string | null> {
  const key = await magicLinkKey(token);
  const record = await kv.get<MagicLinkRecord>(key, "json");
  if (!record) return null;
  const claim = { bucket: "magicLinkUse", key, limit: 1, windowSeconds: MAGIC_LINK_TTL_SECONDS };
  if (!(await rateLimits.allows(claim))) return null;
  await kv.delete(key);
  return now().getTime() < record.expiresAt ? record.email : null;
}
