import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => undefined;

/**
 * A value only the browser knows (its storage: a session, a key, a remembered address, the address's fragment):
 * `serverValue` in the worker's render and in the browser's first render of that HTML (hydration), so hydration
 * renders exactly what the worker painted and React adopts it; `read()` from then on, and at once in a render that
 * hydrates nothing. A component renders again after hydration only when the two differ: a first visit, which holds
 * nothing, hydrates in one render instead of rendering the whole page a second time in one long task. `read` must
 * answer a primitive (or the same object) each time.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(nothingToWatch, read, () => serverValue);
}
