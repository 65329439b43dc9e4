import type { TelegramGroupsResponse } from "@khatm/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";
import { getManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

const path = (khatmId: string) => `/api/khatms/${encodeURIComponent(khatmId)}/telegram-groups`;

/** The Telegram groups that follow the khatm (issue 38), which its creator and organizers may read. */
export const telegramGroupsQuery = (khatmId: string) =>
  queryOptions({
    queryKey: [...khatmKeys.detail(khatmId), "telegram-groups"],
    queryFn: ({ signal }) =>
      apiRequest<TelegramGroupsResponse>(path(khatmId), { signal, manageKey: getManageKey(khatmId) }),
  });

/** The creator or an organizer unlinks a group: its list is no longer kept up to date; the list refreshes. */
export function useUnlinkTelegramGroup(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) =>
      apiRequest<null>(`${path(khatmId)}/${encodeURIComponent(chatId)}`, {
        method: "DELETE",
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: () => successToast(t("telegramGroups.unlinked")),
      error: (error) => errorToast(errorText(error)),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramGroupsQuery(khatmId).queryKey }),
  });
}
