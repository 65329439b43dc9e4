import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { liveCache } from "./live-cache";
import { openLiveConnection } from "./live-connection";
import { type LiveStatusStore, useLiveStatusStore } from "./live-status";

/**
 * Subscribes the page to its khatm's changes while it is open (GET /api/khatms/{id}/live): others' reservations,
 * completions and cancellations show without a reload. Answers the connection's state for the live indicator, as a
 * store the indicator alone reads (live-status.ts).
 */
export function useLiveKhatm(khatmId: string | undefined, code: string): LiveStatusStore {
  const queryClient = useQueryClient();
  const status = useLiveStatusStore();

  useEffect(() => {
    if (!khatmId) return;
    const apply = liveCache(queryClient, khatmId, code);
    return openLiveConnection({ khatmId, onMessage: apply, onStatus: status.set });
  }, [queryClient, khatmId, code, status]);

  return status;
}
