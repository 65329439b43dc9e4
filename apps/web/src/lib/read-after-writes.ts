import { CHANGED_KHATM_HEADER, READ_AFTER_HEADER } from "@khatm/schema/headers";

/**
 * Read-your-writes for this browser's own lists (My Reservations, My Khatms). A juz change is answered before D1's
 * cross-khatm index has it (the khatm's Durable Object writes it a moment later) and the answer names its khatm;
 * for a while after, every read names the khatms this tab changed, and the worker brings their index rows up to
 * date before it reads a list. Kept per tab (session storage), so a reload right after a change still sees it.
 */
const STORAGE_KEY = "khatmsChangedRecently";
/** The index follows within 50 ms normally; this covers D1 retries too. */
export const READ_AFTER_WINDOW_MS = 30_000;
/** The worker brings at most this many khatms up to date per read (the most recently changed). */
export const READ_AFTER_MAX_KHATMS = 8;

type Changed = Record<string, number>;

function load(): Changed {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Changed;
  } catch {
    return {};
  }
}

function current(now: number): Array<[string, number]> {
  return Object.entries(load())
    .filter(([, at]) => now - at < READ_AFTER_WINDOW_MS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, READ_AFTER_MAX_KHATMS);
}

/** After a successful change: remembers the khatm its answer names. */
export function noteChangedKhatm(response: Response, now = Date.now()): void {
  const khatmId = response.headers.get(CHANGED_KHATM_HEADER);
  if (!khatmId) return;
  const kept = Object.fromEntries([[khatmId, now], ...current(now).filter(([id]) => id !== khatmId)]);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
}

/** The header a read sends while changes of this tab may not have reached the index yet; null when none. */
export function readAfterHeader(now = Date.now()): [typeof READ_AFTER_HEADER, string] | null {
  const ids = current(now).map(([id]) => id);
  return ids.length ? [READ_AFTER_HEADER, ids.join(",")] : null;
}
