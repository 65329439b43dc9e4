import { type AvailableLocale, isAvailableLocale } from "@khatm/i18n";
import type { User, UserResponse } from "@khatm/schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { apiRequest } from "../../lib/api-client";
import { activeLocale } from "../../lib/i18n";
import { storageKeys } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { authKeys } from "../auth/queries";
import { useSetLocale } from "./i18n-context";

// A signed-in person's language lives on their account (issue 16), so it follows them to every browser they sign in
// on. This browser remembers which account language it last followed (storageKeys.accountLocale): an account whose
// language differs was changed elsewhere since, and wins over the browser's; one this browser already followed
// leaves a language picked here since (signed out, or by a link's ?lang=) as it is.

/** The language menu's choice: the app switches at once and, when signed in, the account keeps it. */
export function useChooseLanguage(): (locale: AvailableLocale) => Promise<void> {
  const { user } = useAuth();
  const setLocale = useSetLocale();
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: AvailableLocale) => {
      if (user && user.locale !== locale) localStorage.setItem(storageKeys.accountLocale, locale);
      await setLocale(locale);
      if (!user || user.locale === locale) return;
      try {
        // The profile update clears absent fields: the name and country go back as they are.
        const body = { name: user.name, country: user.country, locale };
        const saved = await apiRequest<UserResponse>("/api/auth/update-profile", { method: "POST", body });
        queryClient.setQueryData<User>(authKeys.me(localStorage.getItem(storageKeys.sessionToken)), saved.user);
      } catch (error) {
        // The page is in the chosen language already; the account keeps its old one until the next choice.
        console.error("The account's language was not saved", error);
      }
    },
    [user, setLocale, queryClient],
  );
}

/**
 * Follows the signed-in account's language when it is not the one this browser last followed. Only a change of the
 * account's language (a sign-in, an answer of /api/auth/me) is looked at, never the app's own switches.
 */
export function useFollowAccountLanguage(): void {
  const { user } = useAuth();
  const setLocale = useSetLocale();
  const account = user?.locale;
  useEffect(() => {
    if (!isAvailableLocale(account) || localStorage.getItem(storageKeys.accountLocale) === account) return;
    localStorage.setItem(storageKeys.accountLocale, account);
    if (account !== activeLocale()) void setLocale(account);
  }, [account, setLocale]);
}

/** Renders nothing: keeps the app in the signed-in account's language (see useFollowAccountLanguage). */
export function AccountLanguage(): null {
  useFollowAccountLanguage();
  return null;
}
