/**
 * Where a magic link brings the person back to: the page they signed in from (issue 39). Only a path of this site is
 * ever followed, so a link cannot be made to send someone elsewhere (no open redirect): no scheme, no host, no
 * protocol-relative "//" or "/\" (browsers read a backslash as a slash), no control characters. The fragment is left
 * out: it can hold a manage key (#manage=), which must never travel in an e-mail. The sign-in pages themselves are
 * no place to return to.
 */
export const RETURN_PATH_MAX_LENGTH = 512;

const NOT_RETURNED_TO = ["/login", "/verify-login"];
/** Whether a character is a control character (a tab or line break inside a URL is dropped by its parser). */
const hasControl = (value: string) => [...value].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === "\u007f");

/** The same-origin path (with its query) to return to, or null when `value` is not one. */
export function returnPathOf(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControl(value)) return null;
  const base = "https://khatm.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || NOT_RETURNED_TO.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
