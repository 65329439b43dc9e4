import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toastMutationError, toastMutationSuccess } from "../components/feedback";
import { ApiRequestError } from "./api-client";
import { OfflineError } from "./network";

const MINUTE = 60_000;

/**
 * The one retry is for failures that may pass: no answer at all, or the server failing (5xx). An answer that refuses
 * (400, 403, 404, 409, 429...) would only be refused again, a second time against a rate limit, and later.
 */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || error instanceof OfflineError) return false;
  return !(error instanceof ApiRequestError) || error.status >= 500;
}

/**
 * Section 9 of the spec: fresh 5 min, kept 10 min, no refetch on focus or interval, one retry backing off 1 s..10 s.
 * Every mutation's toasts come from its `meta` (components/feedback.ts). A mutation runs whatever the network says
 * ("always"): offline, its request fails at once and says so, where the default would wait without a word.
 */
export function createQueryClient(): QueryClient {
  const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);
  return new QueryClient({
    mutationCache: new MutationCache({ onSuccess: toastMutationSuccess, onError: toastMutationError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryOnce,
        retryDelay,
      },
      mutations: { retry: retryOnce, retryDelay, networkMode: "always" },
    },
  });
}
