import type { Env } from "../bindings";
import { fromBase64url } from "../lib/base64url";

/** The deployment's VAPID identity (RFC 8292): what signs every push, as @block65/webcrypto-web-push takes it. */
export interface Vapid {
  /** The public key, base64url of the uncompressed 65-byte P-256 point: what browsers subscribe with. */
  publicKey: string;
  /** The private key's 32 bytes, base64url. */
  privateKey: string;
  /** The operator's contact for the push services: "mailto:..." or "https://...". */
  subject: string;
}

/**
 * The VAPID settings (VAPID_PUBLIC_KEY, VAPID_SUBJECT vars and the VAPID_PRIVATE_KEY secret), or null while any is
 * missing or malformed: push is then off (GET /api/push/key is a 404, no subscription is taken, the khatms' pushes
 * are dropped) and nothing else changes.
 */
export function vapidOf(env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">): Vapid | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? "";
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? "";
  const subject = env.VAPID_SUBJECT?.trim() ?? "";
  const point = fromBase64url(publicKey);
  if (point?.length !== 65 || point[0] !== 4) return null;
  if (fromBase64url(privateKey)?.length !== 32) return null;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) return null;
  return { publicKey, privateKey, subject };
}
