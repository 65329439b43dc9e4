import { createFileRoute } from "@tanstack/react-router";
import { MyKhatmsPage } from "../features/my-khatms/MyKhatmsPage";

export const Route = createFileRoute("/my-khatms")({
  staticData: { title: "My Khatms" },
  component: MyKhatmsPage,
});
