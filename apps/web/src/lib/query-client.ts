import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toastMutationError, toastMutationSuccess } from "../components/feedback";

const MINUTE = 60_000;

/**
 * Section 9 of the spec: fresh 5 min, kept 10 min, no refetch on focus or interval, one retry backing off 1 s..10 s.
 * Every mutation's toasts come from its `meta` (components/feedback.ts).
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
        retry: 1,
        retryDelay,
      },
      mutations: { retry: 1, retryDelay },
    },
  });
}
