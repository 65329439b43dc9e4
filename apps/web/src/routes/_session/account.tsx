import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/AccountPage";

export const Route = createFileRoute("/_session/account")({
  staticData: { title: "titles.myAccount" },
  component: function AccountRoute() {
    return <AccountPage user={Route.useRouteContext().user} />;
  },
});
