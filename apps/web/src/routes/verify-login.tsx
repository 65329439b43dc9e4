import { createFileRoute } from "@tanstack/react-router";
import { VerifyLoginPage } from "../features/auth/VerifyLoginPage";

interface VerifyLoginSearch {
  token?: string;
}

export const Route = createFileRoute("/verify-login")({
  staticData: { title: "titles.verifyingSignIn" },
  // The router reads a value of digits as a number.
  validateSearch: (search: Record<string, unknown>): VerifyLoginSearch => ({
    token:
      typeof search.token === "string" || typeof search.token === "number"
        ? String(search.token) || undefined
        : undefined,
  }),
  component: function VerifyLoginRoute() {
    const { token } = Route.useSearch();
    return <VerifyLoginPage token={token} />;
  },
});
