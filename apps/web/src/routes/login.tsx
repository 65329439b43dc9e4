import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../features/auth/LoginPage";
import { loginSearchOf } from "../features/auth/return-here";

export const Route = createFileRoute("/login")({
  staticData: { title: "titles.signIn" },
  validateSearch: loginSearchOf,
  component: function LoginRoute() {
    const { next } = Route.useSearch();
    return <LoginPage next={next} />;
  },
});
