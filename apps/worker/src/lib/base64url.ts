/** URL-safe base64: how random tokens and signatures travel in links and headers. */

/** Bytes as URL-safe base64 without padding (RFC 4648 §5). */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return (
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      // Padding stands only at the end: every "=" is padding.
      .replace(/=/g, "")
  );
}

/** The bytes of URL-safe base64, or null for text that is not (a length no encoding gives, other characters). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
