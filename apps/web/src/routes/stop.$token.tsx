import { createFileRoute } from "@tanstack/react-router";
import { StopEmailsPage } from "../features/abuse/StopEmailsPage";

export const Route = createFileRoute("/stop/$token")({
  staticData: { title: "titles.stopEmails" },
  component: function StopRoute() {
    const { token } = Route.useParams();
    return <StopEmailsPage token={token} />;
  },
});
