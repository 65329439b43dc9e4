import { createFileRoute } from "@tanstack/react-router";
import { StopRemindersPage } from "../features/together/StopRemindersPage";

interface StopRemindersSearch {
  khatm?: string;
  token?: string;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export const Route = createFileRoute("/stop-reminders")({
  staticData: { title: "titles.stopReminders" },
  validateSearch: (search: Record<string, unknown>): StopRemindersSearch => ({
    khatm: text(search.khatm),
    token: text(search.token),
  }),
  component: function StopRemindersRoute() {
    const { khatm, token } = Route.useSearch();
    return <StopRemindersPage khatmId={khatm} token={token} />;
  },
});
