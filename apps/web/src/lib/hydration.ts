import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => undefined;

/**
 * False in the worker's render and in the browser's first render of that HTML (hydration), true from then on, and
 * at once in a render that hydrates nothing. What only the browser knows (its storage: a session, a key, a
 * remembered address) is read when this is true, so hydration renders exactly what the worker painted and React
 * adopts it; the browser's own view follows in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
