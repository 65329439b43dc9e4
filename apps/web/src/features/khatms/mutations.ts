import { describePartNumbers } from "@khatm/i18n";
import type {
  AnonymityRequest,
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
import type { Division } from "@khatm/schema/rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { activeTranslator, t } from "../../lib/i18n";
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
    meta: toastMeta({
      success: () => successToast(t("toasts.created"), t("toasts.createdTitle")),
      error: (error) =>
        errorToast(
          error instanceof ApiRequestError
            ? t("toasts.createFailedStatus", { status: error.status, detail: error.detail })
            : t("toasts.createFailed"),
        ),
    }),
    onSuccess: async (created) => {
      saveManageKey(created.id, created.manageKey);
      await queryClient.invalidateQueries({ queryKey: khatmKeys.lists() });
    },
  });
}

/** Names this browser's reservations in a khatm, so its picker can tell them from others' (use-live-selection.ts). */
export const reserveMutationKey = (khatmId: string) => ["reserve", khatmId] as const;

/**
 * The toast after a reservation: a juz khatm's is the spec's ("reserved 5 juz"), another division's names its parts
 * ("reserved Pages 12-16").
 */
function reservedText(division: Division, answer: ReserveResponse, name?: string): string {
  if (division === "juz") {
    const count = answer.juzs.length;
    return name === undefined ? t("toasts.reserved", { count }) : t("toasts.reservedOnBehalf", { count, name });
  }
  const parts = describePartNumbers(
    activeTranslator(),
    division,
    answer.juzs.map((part) => part.number),
  );
  return name === undefined ? t("parts.reserved", { parts }) : t("parts.reservedOnBehalf", { parts, name });
}

export function useReserveJuzs(khatmId: string, division: Division = "juz") {
  const refresh = useRefreshKhatm();
  return useMutation({
    mutationKey: reserveMutationKey(khatmId),
    mutationFn: (request: ReserveRequest) =>
      apiRequest<ReserveResponse>(`/api/khatms/${enc(khatmId)}/reserve`, { method: "POST", body: request }),
    meta: toastMeta({
      // One toast says all the tap did: the parts reserved, and the account it made (issue 39).
      success: (answer: ReserveResponse) =>
        successToast(
          answer.accountCreated
            ? `${reservedText(division, answer)} ${t("join.accountCreated")}`
            : reservedText(division, answer),
          reservedTitle(division, answer),
        ),
      error: reserveFailed,
    }),
    onSettled: () => refresh(khatmId),
  });
}

export function useReserveOnBehalf(khatmId: string, division: Division = "juz") {
  const refresh = useRefreshKhatm();
  return useMutation({
    mutationFn: (request: ReserveOnBehalfRequest) =>
      apiRequest<ReserveResponse>(`/api/khatms/${enc(khatmId)}/reserve-on-behalf`, {
        method: "POST",
        body: request,
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: (answer: ReserveResponse, request: ReserveOnBehalfRequest) =>
        successToast(reservedText(division, answer, request.readerName), reservedTitle(division, answer)),
      error: reserveFailed,
    }),
    onSettled: () => refresh(khatmId),
  });
}

/** The toast's title says what happened, naming the parts: "Page 22-23 reserved" (issue 39). */
const reservedTitle = (division: Division, answer: ReserveResponse) =>
  t("parts.reservedTitle", {
    parts: describePartNumbers(
      activeTranslator(),
      division,
      answer.juzs.map((part) => part.number),
    ),
  });

const reserveFailed = (error: unknown) => errorToast(t("toasts.reserveFailed", { error: errorText(error) }));

type JuzAction = "cancel" | "transfer" | "complete" | "uncomplete" | "anonymity";
type JuzActionBody = {
  anonymity: AnonymityRequest;
  cancel: CancelRequest;
  transfer: TransferRequest;
  complete: CompleteRequest;
  uncomplete: UncompleteRequest;
};

type JuzActionVariables<A extends JuzAction> = { juzId: number; body: JuzActionBody[A] };

/** Spec §8's failure toast of each juz action; a bulk cancel has its own. */
const juzActionFailed: { [A in JuzAction]: (error: unknown, variables: JuzActionVariables<A>) => string } = {
  cancel: (error, { body }) =>
    "juzNumbers" in body && (body.juzNumbers?.length ?? 0) > 1
      ? t("toasts.cancelManyFailed")
      : t("toasts.cancelFailed", { error: errorText(error) }),
  transfer: (error) => t("toasts.transferFailed", { error: errorText(error) }),
  complete: (error) => t("toasts.completeFailed", { error: errorText(error) }),
  uncomplete: () => t("toasts.uncompleteFailed"),
  anonymity: (error) => t("together.anonymityFailed", { message: errorText(error) }),
};

/**
 * One hook per juz action; `juzId` is the juz acted on (the first selected one for bulk forms). Success toasts the
 * API's answer, worded as the spec's catalogue ('Reservation for Juz {n} has been cancelled.').
 */
function useJuzAction<A extends JuzAction>(action: A, khatmId: string) {
  const refresh = useRefreshKhatm();
  return useMutation({
    meta: toastMeta({
      success: (answer: JuzMutationResponse) => successToast(answer.message),
      error: (error: unknown, variables: JuzActionVariables<A>) =>
        errorToast(juzActionFailed[action](error, variables)),
    }),
    mutationFn: ({ juzId, body }: JuzActionVariables<A>) =>
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
export const useJuzAnonymity = (khatmId: string) => useJuzAction("anonymity", khatmId);

export function useDeleteKhatm(khatmId: string, khatmName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: toastMeta({
      success: () => successToast(t("toasts.deleted", { name: khatmName }), t("toasts.deletedTitle")),
      error: (error) =>
        errorToast(
          t(
            error instanceof ApiRequestError && error.status === 403 ? "toasts.deleteForbidden" : "toasts.deleteFailed",
          ),
        ),
    }),
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
