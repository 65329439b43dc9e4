import { createFileRoute } from "@tanstack/react-router";
import { MyReservationsPage } from "../features/my-reservations/MyReservationsPage";

export const Route = createFileRoute("/my-reservations")({
  staticData: { title: "My Reservations" },
  component: MyReservationsPage,
});
