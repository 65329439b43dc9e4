import { useState, useSyncExternalStore } from "react";
import type { LiveStatus } from "./live-connection";

/**
 * The live socket's state, held outside the page's render: only the indicator reads it, so the socket opening (or
 * dropping) redraws one badge, not the whole khatm page with its 30 juz cards.
 */
export interface LiveStatusStore {
  get(): LiveStatus;
  set(status: LiveStatus): void;
  subscribe(listener: () => void): () => void;
}

function createLiveStatusStore(): LiveStatusStore {
  let status: LiveStatus = "connecting";
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One store for the component's lifetime. */
export function useLiveStatusStore(): LiveStatusStore {
  return useState(createLiveStatusStore)[0];
}

/** The server paints "connecting" (no socket there), and so does the hydrating render. */
const painted = (): LiveStatus => "connecting";

export function useLiveStatus(store: LiveStatusStore): LiveStatus {
  return useSyncExternalStore(store.subscribe, store.get, painted);
}
