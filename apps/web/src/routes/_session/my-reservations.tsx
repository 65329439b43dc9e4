import { createFileRoute } from "@tanstack/react-router";
import { MyReservationsPage } from "../../features/my-reservations/MyReservationsPage";

export const Route = createFileRoute("/_session/my-reservations")({
  staticData: { title: "titles.myReservations" },
  component: function MyReservationsRoute() {
    return <MyReservationsPage user={Route.useRouteContext().user} />;
  },
});
