import type {
  MagicLinkRequest,
  MessageResponse,
  UpdateProfileRequest,
  UserResponse,
  VerifyRequest,
  VerifyResponse,
} from "@khatm/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorText, errorToast, type Toast, toastMeta } from "../../components/feedback";
import { apiRequest } from "../../lib/api-client";
import { t } from "../../lib/i18n";
import { storageKeys } from "../../lib/storage";
import { authKeys } from "./queries";

const requestMagicLink = (request: MagicLinkRequest) =>
  apiRequest<MessageResponse>("/api/auth/magic-link", { method: "POST", body: request });

/** Asks for a sign-in link from a sign-in form: says whether it was sent. */
export function useRequestMagicLink() {
  return useMutation({
    mutationFn: requestMagicLink,
    meta: toastMeta({
      success: (): Toast => ({ title: t("auth.magicLinkSentTitle"), message: t("auth.magicLinkSent") }),
      error: (error) => errorToast(errorText(error, t("auth.magicLinkFailed")), t("auth.loginFailedTitle")),
    }),
  });
}

/** The same request sent in passing (after creating a khatm), where a toast of its own would only be noise. */
export function useRequestMagicLinkQuietly() {
  return useMutation({ mutationFn: requestMagicLink });
}

/** Consumes a single-use magic-link token; never retried, a second attempt could only fail. */
export function useVerifyLogin() {
  return useMutation({
    mutationFn: (request: VerifyRequest) =>
      apiRequest<VerifyResponse>("/api/auth/verify", { method: "POST", body: request }),
    retry: false,
    meta: toastMeta({
      success: (answer: VerifyResponse): Toast => ({
        title: t("auth.loginSuccessTitle"),
        message: t("auth.signedInAs", { email: answer.user.email }),
      }),
      error: (error) => errorToast(errorText(error, t("auth.verificationFailed")), t("auth.verificationFailedTitle")),
    }),
  });
}

/** Saves name and country; the answer replaces the signed-in user held under the current session token. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      apiRequest<UserResponse>("/api/auth/update-profile", { method: "POST", body: request }).then(
        (answer) => answer.user,
      ),
    meta: toastMeta({
      success: (): Toast => ({ title: t("auth.profileUpdatedTitle"), message: t("auth.profileUpdated") }),
      error: (error) => errorToast(errorText(error, t("auth.updateFailed")), t("auth.updateFailedTitle")),
    }),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.me(localStorage.getItem(storageKeys.sessionToken)), user);
    },
  });
}
