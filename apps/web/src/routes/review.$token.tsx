import { createFileRoute } from "@tanstack/react-router";
import { ReviewPage } from "../features/abuse/ReviewPage";

export const Route = createFileRoute("/review/$token")({
  staticData: { title: "titles.reviewReport" },
  component: function ReviewRoute() {
    const { token } = Route.useParams();
    return <ReviewPage token={token} />;
  },
});
