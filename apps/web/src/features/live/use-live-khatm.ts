import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { liveCache } from "./live-cache";
import { type LiveStatus, openLiveConnection } from "./live-connection";

/**
 * Subscribes the page to its khatm's changes while it is open (GET /api/khatms/{id}/live): others' reservations,
 * completions and cancellations show without a reload. Answers the connection's state for the live indicator.
 */
export function useLiveKhatm(khatmId: string | undefined, code: string): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (!khatmId) return;
    const apply = liveCache(queryClient, khatmId, code);
    return openLiveConnection({ khatmId, onMessage: apply, onStatus: setStatus });
  }, [queryClient, khatmId, code]);

  return status;
}
