import type { UserResponse } from "@khatm/schema";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

export const authKeys = {
  all: ["auth"] as const,
  me: (token: string | null) => [...authKeys.all, "me", token] as const,
};

export const authQueries = {
  /** The session check (spec section 7: prefetched, fresh 5 minutes); a failure is final, the token is deleted. */
  me: (token: string | null) =>
    queryOptions({
      queryKey: authKeys.me(token),
      queryFn: ({ signal }) => apiRequest<UserResponse>("/api/auth/me", { signal }).then((answer) => answer.user),
      enabled: token !== null,
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
