/**
 * Tokens of e-mail action links ("Stop reminders"), signed with a khatm's own random key (HMAC-SHA-256), so the
 * link works without an account and without storing one token per e-mail. A token names its purpose and expiry and
 * is bound to one reader's e-mail, which it does not reveal: the khatm finds the reader whose e-mail it verifies for.
 */
import { hmacKey, hmacSignature, hmacVerifies } from "./hmac";

const payload = (purpose: string, email: string, expires: number) => `${purpose}:${expires}:${email.toLowerCase()}`;

export async function signToken(key: string, purpose: string, email: string, expires: Date): Promise<string> {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${seconds}.${await hmacSignature(await hmacKey(key), payload(purpose, email, seconds))}`;
}

/** The candidate e-mail the token was signed for, or null (unknown, tampered, or expired at `now`). */
export async function verifyToken(
  key: string,
  purpose: string,
  token: string,
  candidates: readonly string[],
  now: Date,
): Promise<string | null> {
  const match = /^(\d{1,12})\.([\w-]{20,100})$/.exec(token);
  if (!match) return null;
  const seconds = Number(match[1]);
  if (seconds * 1000 < now.getTime()) return null;
  const signature = String(match[2]);
  const cryptoKey = await hmacKey(key);
  for (const email of new Set(candidates.map((candidate) => candidate.toLowerCase()))) {
    if (await hmacVerifies(cryptoKey, signature, payload(purpose, email, seconds))) return email;
  }
  return null;
}
