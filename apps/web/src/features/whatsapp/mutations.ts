import type { ListImportResponse } from "@khatm/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";
import { getManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

/**
 * Applies a pasted list (POST /api/khatms/{id}/list-import, apply: true). Refreshes what any juz change does: the
 * khatm (its juz, stats, activity and list live under it), every list and every reader's juz.
 */
export function useApplyList(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<ListImportResponse>(`/api/khatms/${encodeURIComponent(khatmId)}/list-import`, {
        method: "POST",
        body: { text, apply: true },
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: (answer: ListImportResponse) => successToast(answer.message ?? ""),
      error: (error: unknown) => errorToast(t("dashboard.importFailed", { message: errorText(error) })),
    }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: khatmKeys.detail(khatmId) }),
        queryClient.invalidateQueries({ queryKey: khatmKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ["readers"] }),
        queryClient.invalidateQueries({ queryKey: [...khatmKeys.all, "code"] }),
      ]),
  });
}
