/**
 * What the app says about the network (issue 39, honest feedback): offline, an action fails at once and says so
 * (instead of waiting for a request that cannot go); a request that takes longer than SLOW_REQUEST_MS says so and
 * offers to send it again.
 */

/** The failure of a request made while the browser is offline: nothing was sent. */
export class OfflineError extends Error {
  constructor() {
    super("You are offline");
    this.name = "OfflineError";
  }
}

/** Whether the browser says it is offline (never in the worker's render). */
export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** After this long without an answer, a request is slow: the person is told and offered to send it again. */
export const SLOW_REQUEST_MS = 10_000;

/** A slow request, as its listener is told of it: `retry` abandons it and sends it again. */
export interface SlowRequest {
  retry: () => void;
}

/** What the listener gives back: called once the request has its answer (or failed). */
type SlowRequestDone = () => void;

let slowListener: ((request: SlowRequest) => SlowRequestDone) | null = null;

/** The app's one listener (components/network-feedback.tsx): it shows the slow request and its retry. */
export function onSlowRequest(listener: ((request: SlowRequest) => SlowRequestDone) | null): void {
  slowListener = listener;
}

/**
 * Sends a request (`send`, given the signal of each attempt) and watches it: after SLOW_REQUEST_MS without an answer
 * the listener is told, and its retry abandons the attempt (aborted) and sends another. The answer is the latest
 * attempt's. An abort of `outer` (the caller's signal) aborts whichever attempt is under way.
 */
export function sendWatched(send: (signal: AbortSignal) => Promise<Response>, outer?: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    let current: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done: SlowRequestDone | undefined;
    const finish = () => {
      clearTimeout(timer);
      done?.();
      done = undefined;
    };
    const attempt = () => {
      const controller = new AbortController();
      current = controller;
      outer?.addEventListener("abort", () => controller.abort(outer.reason), { once: true });
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (current !== controller) return;
        done?.();
        done = slowListener?.({
          retry: () => {
            controller.abort();
            attempt();
          },
        });
      }, SLOW_REQUEST_MS);
      send(controller.signal).then(
        (response) => {
          if (current !== controller) return;
          finish();
          resolve(response);
        },
        (error: unknown) => {
          if (current !== controller) return;
          finish();
          reject(isOffline() ? new OfflineError() : error);
        },
      );
    };
    attempt();
  });
}
