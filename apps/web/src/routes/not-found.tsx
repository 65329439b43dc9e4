import { createFileRoute } from "@tanstack/react-router";
import { KhatmNotFound } from "../features/khatms/KhatmNotFound";

/** Where the join page sends a visitor whose khatm could not be loaded. */
export const Route = createFileRoute("/not-found")({
  staticData: { title: "titles.khatmNotFound" },
  component: KhatmNotFound,
});
