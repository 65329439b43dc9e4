import type {
  MagicLinkRequest,
  MessageResponse,
  UpdateProfileRequest,
  UserResponse,
  VerifyRequest,
  VerifyResponse,
} from "@khatm/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { storageKeys } from "../../lib/storage";
import { authKeys } from "./queries";

export function useRequestMagicLink() {
  return useMutation({
    mutationFn: (request: MagicLinkRequest) =>
      apiRequest<MessageResponse>("/api/auth/magic-link", { method: "POST", body: request }),
  });
}

/** Consumes a single-use magic-link token; never retried, a second attempt could only fail. */
export function useVerifyLogin() {
  return useMutation({
    mutationFn: (request: VerifyRequest) =>
      apiRequest<VerifyResponse>("/api/auth/verify", { method: "POST", body: request }),
    retry: false,
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
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.me(localStorage.getItem(storageKeys.sessionToken)), user);
    },
  });
}
