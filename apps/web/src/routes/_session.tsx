import { createFileRoute, Outlet, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { AuthChecking } from "../features/auth/AuthGate";
import { useAuth } from "../features/auth/auth-context";
import { sessionUser } from "../features/auth/session";

/**
 * The pages that depend on the session (spec §2: protected): they render once the stored session is checked, with
 * 'Checking authentication status...' meanwhile, and get the user (or null) in their route context.
 */
export const Route = createFileRoute("/_session")({
  beforeLoad: async ({ context }) => ({ user: await sessionUser(context.queryClient) }),
  pendingComponent: AuthChecking,
  // The check shows at once, and only as long as it lasts.
  pendingMs: 0,
  pendingMinMs: 0,
  component: SessionLayout,
});

function SessionLayout() {
  const router = useRouter();
  const { status, user } = useAuth();
  const checked = Route.useRouteContext().user;
  // A login, logout or profile change (here or in another tab) checks the session again, so the page follows it.
  useEffect(() => {
    if (status !== "loading" && user !== checked) void router.invalidate();
  }, [router, status, user, checked]);
  return <Outlet />;
}
