import type { Khatm } from "@khatm/schema";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePageTitle } from "../layout/page-title";
import { khatmQueries } from "./queries";

/**
 * For the loaders of the pages a code opens (/j/{code}, /n/{code}): starts the code lookup, then `next` (the reads
 * the page needs first), while the page's code loads. Not awaited: the page handles a failed lookup itself.
 */
export function prefetchByCode(queryClient: QueryClient, code: string, next: (khatm: Khatm) => void): void {
  queryClient
    .ensureQueryData(khatmQueries.byCode(code))
    .then(next)
    .catch(() => undefined);
}

/** The khatm's name in the tab once known (the worker already put it in the page's own <title>). */
export function useKhatmTitle(code: string): void {
  usePageTitle(useQuery(khatmQueries.byCode(code)).data?.name);
}
