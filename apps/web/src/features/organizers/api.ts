import type { Organizer } from "@khatm/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";
import { getManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

const path = (khatmId: string) => `/api/khatms/${encodeURIComponent(khatmId)}/organizers`;

/** The khatm's co-organizers (issue 37), which its creator and organizers may read. */
export const organizersQuery = (khatmId: string) =>
  queryOptions({
    queryKey: [...khatmKeys.detail(khatmId), "organizers"],
    queryFn: ({ signal }) => apiRequest<Organizer[]>(path(khatmId), { signal, manageKey: getManageKey(khatmId) }),
  });

/** The creator adds an organizer by address; the list refreshes. */
export function useAddOrganizer(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Organizer[]>(path(khatmId), { method: "POST", body: { email }, manageKey: getManageKey(khatmId) }),
    meta: toastMeta({
      success: (_answer: Organizer[], email: string) => successToast(t("organizers.added", { email })),
      error: (error) => errorToast(errorText(error)),
    }),
    onSuccess: (organizers) => queryClient.setQueryData(organizersQuery(khatmId).queryKey, organizers),
  });
}

/** The creator removes an organizer, whose powers end at once. */
export function useRemoveOrganizer(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<null>(`${path(khatmId)}/${encodeURIComponent(email)}`, {
        method: "DELETE",
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: (_answer: null, email: string) => successToast(t("organizers.removed", { email })),
      error: (error) => errorToast(errorText(error)),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizersQuery(khatmId).queryKey }),
  });
}
