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

/**
 * What the indicator shows: the socket's state, or "painted" on the page the worker paints and in the render that
 * adopts it, where no script is connecting yet (and, with scripts off, never will).
 */
export type ShownLiveStatus = LiveStatus | "painted";

const painted = (): ShownLiveStatus => "painted";

export function useLiveStatus(store: LiveStatusStore): ShownLiveStatus {
  return useSyncExternalStore<ShownLiveStatus>(store.subscribe, store.get, painted);
}
