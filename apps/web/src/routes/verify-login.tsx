import { createFileRoute } from "@tanstack/react-router";
import { VerifyLoginPage } from "../features/auth/VerifyLoginPage";

interface VerifyLoginSearch {
  token?: string;
}

export const Route = createFileRoute("/verify-login")({
  staticData: { title: "titles.verifyingSignIn" },
  validateSearch: (search: Record<string, unknown>): VerifyLoginSearch => ({
    token: typeof search.token === "string" && search.token ? search.token : undefined,
  }),
  component: function VerifyLoginRoute() {
    const { token } = Route.useSearch();
    return <VerifyLoginPage token={token} />;
  },
});
