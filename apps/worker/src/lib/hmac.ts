/** HMAC-SHA-256 and the URL-safe base64 its signatures travel in: the primitives of the worker's signed tokens. */
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

/** Bytes as URL-safe base64 without padding (RFC 4648 §5). */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The bytes of URL-safe base64, or null for text that is not (a length no encoding gives, other characters). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
