import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether to offer the system share sheet: a phone (coarse pointer) whose browser has `navigator.share`. Read after
 * hydration only (the server paints no share sheet), so the first render matches the server's.
 */
export function useSystemShare(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches,
    () => false,
  );
}
