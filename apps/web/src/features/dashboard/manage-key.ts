import { saveManageKey } from "../../lib/storage";

const FRAGMENT_PREFIX = "#manage=";

/** The khatm's manage link (its board with the manage key in the fragment), as the khatm-created e-mail carries it. */
export function manageLinkOf(origin: string, code: string, manageKey: string): string {
  return `${origin}/n/${code}${FRAGMENT_PREFIX}${encodeURIComponent(manageKey)}`;
}

/** Whether the address carries a manage key still to be adopted (never in the worker's render: no fragment there). */
export function hasManageKeyInUrl(): boolean {
  return typeof window !== "undefined" && window.location.hash.startsWith(FRAGMENT_PREFIX);
}

/**
 * The khatm-created e-mail links to /n/{code}#manage=<key>. The key is saved for this khatm and removed from the
 * address bar (a fragment never reaches the server, and this keeps it out of history and shared links).
 * Returns whether a key was adopted.
 */
export function adoptManageKeyFromUrl(khatmId: string): boolean {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(FRAGMENT_PREFIX)) return false;
  const key = decodeURIComponent(hash.slice(FRAGMENT_PREFIX.length));
  window.history.replaceState(window.history.state, "", pathname + search);
  if (!key) return false;
  saveManageKey(khatmId, key);
  return true;
}
