import type { DedicationRequest, Khatm } from "@khatm/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { getManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

/** The creator sets or removes the khatm's "Dedicated to" (PUT /api/khatms/{id}/dedication). */
export function useSetDedication(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DedicationRequest) =>
      apiRequest<Khatm>(`/api/khatms/${encodeURIComponent(khatmId)}/dedication`, {
        method: "PUT",
        body: request,
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: (khatm: Khatm) =>
        successToast(khatm.dedication ? "The dedication has been saved." : "The dedication has been removed."),
      error: (error: unknown) => errorToast(`Failed to save the dedication: ${errorText(error)}`),
    }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: khatmKeys.detail(khatmId) }),
        queryClient.invalidateQueries({ queryKey: [...khatmKeys.all, "code"] }),
      ]),
  });
}
