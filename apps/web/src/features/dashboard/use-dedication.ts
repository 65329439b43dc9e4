import type { DedicationRequest, Khatm } from "@khatm/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";
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
        successToast(t(khatm.dedication ? "together.dedicationSaved" : "together.dedicationRemoved")),
      error: (error: unknown) => errorToast(t("together.dedicationFailed", { message: errorText(error) })),
    }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: khatmKeys.detail(khatmId) }),
        queryClient.invalidateQueries({ queryKey: [...khatmKeys.all, "code"] }),
      ]),
  });
}
