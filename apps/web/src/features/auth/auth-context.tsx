import type { User } from "@khatm/schema";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { storageKeys } from "../../lib/storage";
import { authQueries } from "./queries";

export type AuthStatus = "loading" | "signed-in" | "signed-out";

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Stores the session of a verified magic link and tells every component and tab. */
  signIn: (token: string, user: User) => void;
  /** Forgets the session locally and tells every component and tab (the logout call is made by the caller). */
  signOut: () => void;
}

/** The window event the spec names; detail carries the action and, on login, the user. */
export const AUTH_EVENT = "auth-state-change";
export type AuthEventDetail = { action: "login"; user: User } | { action: "logout" };

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => localStorage.getItem(storageKeys.sessionToken));
  const [eventUser, setEventUser] = useState<User | null>(null);
  const me = useQuery(authQueries.me(token));

  useEffect(() => {
    if (me.isError) {
      localStorage.removeItem(storageKeys.sessionToken);
      setToken(null);
    }
  }, [me.isError]);

  useEffect(() => {
    const onAuthEvent = (event: Event) => {
      const detail = (event as CustomEvent<AuthEventDetail>).detail;
      setToken(localStorage.getItem(storageKeys.sessionToken));
      setEventUser(detail.action === "login" ? detail.user : null);
    };
    window.addEventListener(AUTH_EVENT, onAuthEvent);
    return () => window.removeEventListener(AUTH_EVENT, onAuthEvent);
  }, []);

  const signIn = useCallback((newToken: string, user: User) => {
    localStorage.setItem(storageKeys.sessionToken, newToken);
    localStorage.setItem(storageKeys.userEmail, user.email);
    localStorage.setItem(storageKeys.readerEmail, user.email);
    window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail: { action: "login", user } }));
  }, []);

  const signOut = useCallback(() => {
    localStorage.removeItem(storageKeys.sessionToken);
    localStorage.removeItem(storageKeys.userEmail);
    window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail: { action: "logout" } }));
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = token ? (me.data ?? eventUser) : null;
    const status: AuthStatus = user ? "signed-in" : token && me.isPending ? "loading" : "signed-out";
    return { status, user, signIn, signOut };
  }, [token, me.data, me.isPending, eventUser, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
