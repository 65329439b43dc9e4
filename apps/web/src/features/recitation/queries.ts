import type {
  Pledge,
  PledgeOnBehalfRequest,
  PledgeProgressRequest,
  PledgeRequest,
  PledgeResponse,
  ReaderPledge,
} from "@khatm/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { getManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

const enc = encodeURIComponent;

/** A counted recitation's pledges live under its khatm's key, so a change of the khatm refreshes them. */
export const pledgeKeys = {
  list: (khatmId: string) => [...khatmKeys.detail(khatmId), "pledges"] as const,
  /** Under "readers", which every change refreshes, as the reader's juz are. */
  reader: (email: string) => ["readers", email, "pledges"] as const,
};

export const pledgeQueries = {
  list: (khatmId: string) =>
    queryOptions({
      queryKey: pledgeKeys.list(khatmId),
      queryFn: ({ signal }) =>
        apiRequest<Pledge[]>(`/api/khatms/${enc(khatmId)}/pledges`, { manageKey: getManageKey(khatmId), signal }),
    }),
  reader: (email: string) =>
    queryOptions({
      queryKey: pledgeKeys.reader(email),
      queryFn: ({ signal }) => apiRequest<ReaderPledge[]>(`/api/readers/${enc(email)}/pledges`, { signal }),
    }),
};

/** After a pledge changes: the khatm (its counts, its pledges) and the lists that show it. */
function useRefreshCount(khatmId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: khatmKeys.detail(khatmId) }),
      queryClient.invalidateQueries({ queryKey: [...khatmKeys.all, "code"] }),
      queryClient.invalidateQueries({ queryKey: khatmKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ["readers"] }),
    ]);
}

const failed = (error: unknown) => errorToast(errorText(error));

/** "Pledge {n}": the reader's own pledge (this browser gets a reader key with it when it has none). */
export function usePledge(khatmId: string) {
  const refresh = useRefreshCount(khatmId);
  return useMutation({
    mutationFn: (request: PledgeRequest) =>
      apiRequest<PledgeResponse>(`/api/khatms/${enc(khatmId)}/pledges`, { method: "POST", body: request }),
    meta: toastMeta({ success: (answer: PledgeResponse) => successToast(answer.message), error: failed }),
    onSettled: refresh,
  });
}

/** The creator's pledge for a reader. */
export function usePledgeOnBehalf(khatmId: string) {
  const refresh = useRefreshCount(khatmId);
  return useMutation({
    mutationFn: (request: PledgeOnBehalfRequest) =>
      apiRequest<PledgeResponse>(`/api/khatms/${enc(khatmId)}/pledges-on-behalf`, {
        method: "POST",
        body: request,
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({ success: (answer: PledgeResponse) => successToast(answer.message), error: failed }),
    onSettled: refresh,
  });
}

/** How many of a pledge are read now (a number, "+1" or "All done"), by its reader or the creator. */
export function usePledgeProgress(khatmId: string) {
  const refresh = useRefreshCount(khatmId);
  return useMutation({
    mutationFn: ({ pledgeId, ...request }: PledgeProgressRequest & { pledgeId: string }) =>
      apiRequest<PledgeResponse>(`/api/pledges/${enc(pledgeId)}/progress`, {
        method: "POST",
        body: request,
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({ success: (answer: PledgeResponse) => successToast(answer.message), error: failed }),
    onSettled: refresh,
  });
}

/** Cancels a pledge: what is read stays counted, the rest is free again. */
export function useCancelPledge(khatmId: string) {
  const refresh = useRefreshCount(khatmId);
  return useMutation({
    mutationFn: (pledgeId: string) =>
      apiRequest<PledgeResponse>(`/api/pledges/${enc(pledgeId)}/cancel`, {
        method: "POST",
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({ success: (answer: PledgeResponse) => successToast(answer.message), error: failed }),
    onSettled: refresh,
  });
}
