import { createFileRoute } from "@tanstack/react-router";
import { SuccessPage } from "../features/success/SuccessPage";

export const Route = createFileRoute("/success")({
  staticData: { title: "titles.khatmCreated" },
  component: SuccessPage,
});
