import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../features/account/AccountPage";

export const Route = createFileRoute("/account")({
  staticData: { title: "My Account" },
  component: AccountPage,
});
