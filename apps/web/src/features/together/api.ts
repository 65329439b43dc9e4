import type {
  Khatm,
  NextRoundRequest,
  NextRoundResponse,
  SendReminderResponse,
  SeriesRound,
  UpdateSettingsRequest,
} from "@khatm/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";
import { getManageKey, saveManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

const enc = encodeURIComponent;
const path = (khatmId: string, rest: string) => `/api/khatms/${enc(khatmId)}/${rest}`;

export const seriesQuery = (khatmId: string) =>
  queryOptions({
    queryKey: [...khatmKeys.detail(khatmId), "series"],
    queryFn: ({ signal }) => apiRequest<SeriesRound[]>(path(khatmId, "series"), { signal }),
  });

export function useSendReminder(khatmId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<SendReminderResponse>(path(khatmId, "reminders"), {
        method: "POST",
        body: {},
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: (answer: SendReminderResponse) => successToast(answer.message),
      error: (error) => errorToast(t("together.reminderFailed", { detail: errorText(error, t("together.tryAgain")) })),
    }),
  });
}

export function useUpdateSettings(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateSettingsRequest) =>
      apiRequest<Khatm>(path(khatmId, "settings"), {
        method: "PATCH",
        body: settings,
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: () => successToast(t("together.settingsSaved")),
      error: (error) => errorToast(t("together.settingsFailed", { detail: errorText(error, t("together.tryAgain")) })),
    }),
    // A new name or occasion (issue 37) shows on the board by its code and on the lists too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: khatmKeys.all }),
  });
}

/** Starts the next round; the browser that manages this round manages the next (its manage key carries over). */
export function useStartNextRound(khatmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NextRoundRequest) =>
      apiRequest<NextRoundResponse>(path(khatmId, "next-round"), {
        method: "POST",
        body: request,
        manageKey: getManageKey(khatmId),
      }),
    meta: toastMeta({
      success: (answer: NextRoundResponse) => successToast(answer.message),
      error: (error) => errorToast(t("together.nextRoundFailed", { detail: errorText(error, t("together.tryAgain")) })),
    }),
    onSuccess: (answer) => {
      const key = getManageKey(khatmId);
      if (key) saveManageKey(answer.id, key);
      return queryClient.invalidateQueries({ queryKey: khatmKeys.all });
    },
  });
}

export function stopReminders(khatmId: string, token: string) {
  return apiRequest<{ message: string }>(path(khatmId, "reminders/stop"), { method: "POST", body: { token } });
}
