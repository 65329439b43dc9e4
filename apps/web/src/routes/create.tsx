import { createFileRoute } from "@tanstack/react-router";
import { CreateKhatmPage } from "../features/create/CreateKhatmPage";

export const Route = createFileRoute("/create")({
  staticData: { title: "titles.createKhatm" },
  component: CreateKhatmPage,
});
