import type {
  CancelRequest,
  CompleteRequest,
  CreateKhatmRequest,
  JuzMutationResponse,
  ReserveOnBehalfRequest,
  ReserveRequest,
  ReserveResponse,
  TransferRequest,
  UncompleteRequest,
} from "@khatm/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { getManageKey, saveManageKey } from "../../lib/storage";
import { createKhatm, khatmKeys } from "./queries";

const enc = encodeURIComponent;

/**
 * After any change to a khatm: its detail (stats, juz, activities live under it), every list, and every reader's
 * juz are refreshed (spec section 7: "The lists are refreshed after every change").
 */
function useRefreshKhatm() {
  const queryClient = useQueryClient();
  return (khatmId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: khatmKeys.detail(khatmId) }),
      queryClient.invalidateQueries({ queryKey: khatmKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ["readers"] }),
      queryClient.invalidateQueries({ queryKey: [...khatmKeys.all, "code"] }),
    ]);
}

export function useCreateKhatm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateKhatmRequest) => createKhatm(request),
    onSuccess: async (created) => {
      saveManageKey(created.id, created.manageKey);
      await queryClient.invalidateQueries({ queryKey: khatmKeys.lists() });
    },
  });
}

/** Names this browser's reservations in a khatm, so its picker can tell them from others' (use-live-selection.ts). */
export const reserveMutationKey = (khatmId: string) => ["reserve", khatmId] as const;

export function useReserveJuzs(khatmId: string) {
  const refresh = useRefreshKhatm();
  return useMutation({
    mutationKey: reserveMutationKey(khatmId),
    mutationFn: (request: ReserveRequest) =>
      apiRequest<ReserveResponse>(`/api/khatms/${enc(khatmId)}/reserve`, { method: "POST", body: request }),
    onSettled: () => refresh(khatmId),
  });
}

export function useReserveOnBehalf(khatmId: string) {
  const refresh = useRefreshKhatm();
  return useMutation({
    mutationFn: (request: ReserveOnBehalfRequest) =>
      apiRequest<ReserveResponse>(`/api/khatms/${enc(khatmId)}/reserve-on-behalf`, {
        method: "POST",
        body: request,
        manageKey: getManageKey(khatmId),
      }),
    onSettled: () => refresh(khatmId),
  });
}

type JuzAction = "cancel" | "transfer" | "complete" | "uncomplete";
type JuzActionBody = {
  cancel: CancelRequest;
  transfer: TransferRequest;
  complete: CompleteRequest;
  uncomplete: UncompleteRequest;
};

/** One hook per juz action; `juzId` is the juz acted on (the first selected one for bulk forms). */
function useJuzAction<A extends JuzAction>(action: A, khatmId: string) {
  const refresh = useRefreshKhatm();
  return useMutation({
    mutationFn: ({ juzId, body }: { juzId: number; body: JuzActionBody[A] }) =>
      apiRequest<JuzMutationResponse>(`/api/juzs/${juzId}/${action}`, {
        method: "POST",
        body,
        manageKey: getManageKey(khatmId),
      }),
    onSettled: () => refresh(khatmId),
  });
}

export const useCancelJuzs = (khatmId: string) => useJuzAction("cancel", khatmId);
export const useTransferJuz = (khatmId: string) => useJuzAction("transfer", khatmId);
export const useCompleteJuzs = (khatmId: string) => useJuzAction("complete", khatmId);
export const useUncompleteJuzs = (khatmId: string) => useJuzAction("uncomplete", khatmId);

export function useDeleteKhatm(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (creatorEmail: string) =>
      apiRequest<null>(`/api/khatms/${enc(khatmId)}`, {
        method: "DELETE",
        query: { creatorEmail },
        manageKey: getManageKey(khatmId),
      }),
    onSuccess: () => {
      // Gone for good: neither its id nor its code may answer from the cache.
      queryClient.removeQueries({ queryKey: khatmKeys.detail(khatmId) });
      queryClient.removeQueries({ queryKey: [...khatmKeys.all, "code"] });
      return queryClient.invalidateQueries({ queryKey: khatmKeys.lists() });
    },
  });
}
