import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { showToast } from "../../components/feedback";
import { t } from "../../lib/i18n";
import { useAuth } from "./auth-context";

/** Logout as the spec's section 4 describes it: sign out, toast, then home. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    showToast({ title: t("auth.loggedOutTitle"), message: t("auth.loggedOut") });
    await navigate({ to: "/" });
  }, [signOut, navigate]);
}
