import type { User } from "@khatm/schema";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { apiRequest } from "../../lib/api-client";
import { useBrowserValue } from "../../lib/hydration";
import { rememberReaderEmail, storageKeys } from "../../lib/storage";
import { authKeys, authQueries } from "./queries";

export type AuthStatus = "loading" | "signed-in" | "signed-out";

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Stores the session of a verified magic link and tells every component and tab. */
  signIn: (token: string, user: User) => void;
  /** Revokes the session on the server (a failure is ignored), forgets it locally and tells every component and tab. */
  signOut: () => Promise<void>;
}

/** The window event the spec names; detail carries the action and, on login, the user. */
export const AUTH_EVENT = "auth-state-change";
export type AuthEventDetail = { action: "login"; user: User } | { action: "logout" };

export function broadcastAuthEvent(detail: AuthEventDetail): void {
  window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail }));
}

/** How long logout waits for the server to revoke the session before forgetting it locally anyway. */
const LOGOUT_TIMEOUT_MS = 5_000;

const readToken = () => localStorage.getItem(storageKeys.sessionToken);

function forgetSession(): void {
  localStorage.removeItem(storageKeys.sessionToken);
  localStorage.removeItem(storageKeys.userEmail);
}

/**
 * Everything but the session check was fetched as someone else (reader juz with e-mails, creator lists, khatms
 * seen as their creator): drop it, so no private data outlives its session, and let the pages on screen refetch.
 */
function resetIdentityQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
}

/**
 * The session as the spec's section 4 describes it: loading while a stored token is checked with GET /api/auth/me,
 * then signed in or signed out. The user lives in the query cache under the token, so a login only has to seed it.
 * The stored token is read once the page is hydrated: the worker painted it signed out, and so does hydration.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const stored = useBrowserValue(readToken, null);
  // undefined: the stored token, whatever it is; a login, a logout or a refused token set it from then on.
  const [adopted, setToken] = useState<string | null | undefined>(undefined);
  const token = adopted !== undefined ? adopted : stored;
  const me = useQuery(authQueries.me(token));

  // A token the server refuses, or cannot check, is deleted (spec: "otherwise the token is deleted"). Only if it is
  // still the stored one: another tab may have signed in with a new token meanwhile.
  useEffect(() => {
    if (me.isError && token !== null && readToken() === token) {
      forgetSession();
      setToken(null);
    }
  }, [me.isError, token]);

  useEffect(() => {
    const adopt = (nextToken: string | null) => {
      setToken(nextToken);
      void resetIdentityQueries(queryClient);
    };
    const onAuthEvent = (event: Event) => {
      const detail = (event as CustomEvent<AuthEventDetail>).detail;
      const nextToken = detail.action === "login" ? readToken() : null;
      if (detail.action === "login" && nextToken) queryClient.setQueryData(authKeys.me(nextToken), detail.user);
      adopt(nextToken);
    };
    // Other tabs learn of a login or logout through the storage event on the token (key null: storage cleared).
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key === storageKeys.sessionToken || event.key === null) adopt(readToken());
    };
    window.addEventListener(AUTH_EVENT, onAuthEvent);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(AUTH_EVENT, onAuthEvent);
      window.removeEventListener("storage", onStorage);
    };
  }, [queryClient]);

  const signIn = useCallback((newToken: string, user: User) => {
    localStorage.setItem(storageKeys.sessionToken, newToken);
    localStorage.setItem(storageKeys.userEmail, user.email);
    rememberReaderEmail(user.email);
    broadcastAuthEvent({ action: "login", user });
  }, []);

  const signOut = useCallback(async () => {
    // Revoke first: the call needs the bearer token that is about to be forgotten.
    await apiRequest<unknown>("/api/auth/logout", {
      method: "POST",
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    }).catch(() => undefined);
    forgetSession();
    broadcastAuthEvent({ action: "logout" });
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = token ? (me.data ?? null) : null;
    const status: AuthStatus = user ? "signed-in" : token && !me.isError ? "loading" : "signed-out";
    return { status, user, signIn, signOut };
  }, [token, me.data, me.isError, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
