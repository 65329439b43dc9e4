import { mailboxOf } from "@khatm/schema/rules";
import type { Env } from "../bindings";
import { base64url } from "./base64url";
import { isDevelopment, MissingConfiguration } from "./deployment";
import { hmacKey, hmacSignature, hmacVerifies, utf8 } from "./hmac";

/**
 * Tokens of the links in e-mails that act without an account (stop e-mails, the operator's review links): a payload
 * and its HMAC-SHA-256 under the LINK_SIGNING_SECRET secret, so nobody can make one for another address or khatm.
 * Development (wrangler.toml's [env.dev]: ./scripts/dev, the tests) falls back to a fixed secret; anywhere else
 * nothing is signed or verified without the deployment's own (a 503 and a log line naming it).
 */
const DEV_SECRET = "khatm-development-link-secret";

export function linkSecret(env: Pick<Env, "LINK_SIGNING_SECRET" | "ENVIRONMENT">): string {
  if (env.LINK_SIGNING_SECRET) return env.LINK_SIGNING_SECRET;
  if (isDevelopment(env)) return DEV_SECRET;
  throw new MissingConfiguration("LINK_SIGNING_SECRET", "links in e-mails are signed with it (wrangler secret put)");
}

/** `payload.signature`; the payload must not contain a dot. */
export async function signPayload(secret: string, payload: string): Promise<string> {
  if (payload.includes(".")) throw new Error("A signed payload cannot contain a dot");
  return `${payload}.${await hmacSignature(await hmacKey(secret), payload)}`;
}

/** The payload of a token signed with `secret`, or null for anything else (checked in constant time). */
export async function verifiedPayload(secret: string, token: string): Promise<string | null> {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const valid = await hmacVerifies(await hmacKey(secret), token.slice(dot + 1), payload);
  return valid ? payload : null;
}

/** How an address is known where it need not be readable (stops, budgets, logs): its SHA-256, base64url. */
export async function addressHash(email: string): Promise<string> {
  return base64url(await crypto.subtle.digest("SHA-256", utf8(email.trim().toLowerCase())));
}

/**
 * How the mailbox an address delivers to is known in the budget and the stop list: the hash of its mailbox
 * (@khatm/schema/rules mailboxOf), the same for every spelling of it.
 */
export function mailboxHash(email: string): Promise<string> {
  return addressHash(mailboxOf(email));
}
