import type { EmailStopResponse, MessageResponse, ReportRequest, ReviewResponse } from "@khatm/schema";
import { useMutation } from "@tanstack/react-query";
import { errorText, errorToast, successToast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";

const enc = encodeURIComponent;

export function useReportKhatm(khatmId: string) {
  return useMutation({
    mutationFn: (request: ReportRequest) =>
      apiRequest<MessageResponse>(`/api/khatms/${enc(khatmId)}/reports`, { method: "POST", body: request }),
    // A second report would count once anyway; retrying only repeats a refusal.
    retry: false,
    meta: toastMeta({
      success: () => successToast(t("abuse.reportSent"), t("abuse.reportSentTitle")),
      error: (error) => errorToast(t("abuse.reportFailed", { error: errorText(error) })),
    }),
  });
}

/** Stops (POST) or resumes (DELETE) e-mail to the address the signed token stands for. */
export function useEmailStop(token: string) {
  return useMutation({
    mutationFn: (stop: boolean) =>
      apiRequest<EmailStopResponse>(`/api/email/stop/${enc(token)}`, { method: stop ? "POST" : "DELETE" }),
    retry: false,
  });
}

export function useReview(token: string) {
  return useMutation({
    mutationFn: () => apiRequest<ReviewResponse>(`/api/reviews/${enc(token)}`, { method: "POST" }),
    retry: false,
  });
}
