import { createFileRoute } from "@tanstack/react-router";
import { MyKhatmsPage } from "../../features/my-khatms/MyKhatmsPage";

export const Route = createFileRoute("/_session/my-khatms")({
  staticData: { title: "titles.myKhatms" },
  component: function MyKhatmsRoute() {
    return <MyKhatmsPage user={Route.useRouteContext().user} />;
  },
});
