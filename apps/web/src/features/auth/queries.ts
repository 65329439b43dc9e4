import type { UserResponse } from "@khatm/schema";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

export const authKeys = { me: (token: string | null) => ["auth", "me", token] as const };

export const authQueries = {
  /** The session check (spec section 7: prefetched, fresh 5 minutes). */
  me: (token: string | null) =>
    queryOptions({
      queryKey: authKeys.me(token),
      queryFn: ({ signal }) => apiRequest<UserResponse>("/api/auth/me", { signal }).then((answer) => answer.user),
      enabled: token !== null,
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
