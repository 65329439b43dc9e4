/**
 * Tokens of e-mail action links ("Stop reminders"), signed with a khatm's own random key (HMAC-SHA-256), so the
 * link works without an account and without storing one token per e-mail. A token names its purpose and expiry and
 * is bound to one reader's e-mail, which it does not reveal: the khatm finds the reader whose e-mail it verifies for.
 */
const encoder = new TextEncoder();

const importKey = (key: string) =>
  crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

async function hmac(key: string, message: string): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await importKey(key), encoder.encode(message)));
  return btoa(String.fromCharCode(...signature))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const payload = (purpose: string, email: string, expires: number) => `${purpose}:${expires}:${email.toLowerCase()}`;

export async function signToken(key: string, purpose: string, email: string, expires: Date): Promise<string> {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${seconds}.${await hmac(key, payload(purpose, email, seconds))}`;
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
  const signature = decodeBase64Url(String(match[2]));
  if (!signature) return null;
  const cryptoKey = await importKey(key);
  // subtle.verify compares in constant time.
  for (const email of new Set(candidates.map((candidate) => candidate.toLowerCase()))) {
    const data = encoder.encode(payload(purpose, email, seconds));
    if (await crypto.subtle.verify("HMAC", cryptoKey, signature, data)) return email;
  }
  return null;
}

function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return null; // not base64 (a length no encoding gives): no signature of ours
  }
}
