import { createFileRoute } from "@tanstack/react-router";
import { loginSearchOf } from "../features/auth/return-here";
import { VerifyLoginPage } from "../features/auth/VerifyLoginPage";

interface VerifyLoginSearch {
  token?: string;
  /** Where to go once signed in: the page the person signed in from, a path of this site only. */
  next?: string;
}

export const Route = createFileRoute("/verify-login")({
  staticData: { title: "titles.verifyingSignIn" },
  // The router reads a value of digits as a number.
  validateSearch: (search: Record<string, unknown>): VerifyLoginSearch => ({
    token:
      typeof search.token === "string" || typeof search.token === "number"
        ? String(search.token) || undefined
        : undefined,
    ...loginSearchOf(search),
  }),
  component: function VerifyLoginRoute() {
    const { token, next } = Route.useSearch();
    return <VerifyLoginPage token={token} next={next} />;
  },
});
