import type { KhatmSummary } from "@khatm/schema";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError } from "../../lib/api-client";
import { managedKhatmIds } from "../../lib/storage";
import { khatmQueries } from "../khatms/queries";

export interface MyKhatms {
  khatms: KhatmSummary[];
  isPending: boolean;
  error: Error | null;
}

/**
 * The khatms someone may manage from here: those the server lists for the e-mail (only when the session proves it)
 * and those this browser holds a manage key for, newest first, each once.
 */
export function useMyKhatms(email: string | null): MyKhatms {
  const created = useQuery({ ...khatmQueries.creatorList(email ?? ""), enabled: email !== null });
  // The keys only change when this browser creates a khatm, which happens on another page.
  const [managedIds] = useState(managedKhatmIds);
  const managed = useQueries({
    queries: managedIds.map((id) => ({
      ...khatmQueries.detail(id),
      // A key can outlive its khatm (deleted meanwhile): a 404 is final, not worth a retry.
      retry: (failures: number, error: Error) =>
        !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
    })),
  });

  const byId = new Map<string, KhatmSummary>();
  for (const khatm of created.data ?? []) byId.set(khatm.id, khatm);
  for (const { data } of managed) if (data && !byId.has(data.id)) byId.set(data.id, data);
  const khatms = [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return {
    khatms,
    isPending: (email !== null && created.isPending) || managed.some((query) => query.isPending),
    error: created.error,
  };
}
