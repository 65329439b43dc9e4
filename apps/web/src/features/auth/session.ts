import type { User } from "@khatm/schema";
import type { QueryClient } from "@tanstack/react-query";
import { storageKeys } from "../../lib/storage";
import { authQueries } from "./queries";

/**
 * The signed-in user as the protected pages' route sees it before it renders: null without a stored token or when
 * the server refuses it (the AuthProvider then forgets the token). Shares the session check's cache entry, so a
 * prefetched or already answered check costs nothing.
 */
export async function sessionUser(queryClient: QueryClient): Promise<User | null> {
  const token = localStorage.getItem(storageKeys.sessionToken);
  if (!token) return null;
  return queryClient.ensureQueryData(authQueries.me(token)).catch(() => null);
}
