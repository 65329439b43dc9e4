/** HMAC-SHA-256, in which the worker's signed tokens are made; signatures travel as URL-safe base64. */
import { base64url, fromBase64url } from "./base64url";

const encoder = new TextEncoder();

/** The bytes of a text, UTF-8. */
export const utf8 = (text: string) => encoder.encode(text);

/** A key for signing and verifying with HMAC-SHA-256. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** The signature of a message, URL-safe base64. */
export async function hmacSignature(key: CryptoKey, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", key, utf8(message)));
}

/** Whether a URL-safe base64 signature is the message's under the key (crypto.subtle compares in constant time). */
export async function hmacVerifies(key: CryptoKey, signature: string, message: string): Promise<boolean> {
  const bytes = fromBase64url(signature);
  return bytes !== null && crypto.subtle.verify("HMAC", key, bytes, utf8(message));
}
