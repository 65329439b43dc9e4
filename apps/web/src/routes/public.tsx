import { createFileRoute } from "@tanstack/react-router";
import { khatmQueries } from "../features/khatms/queries";
import { PublicListPage } from "../features/public-list/PublicListPage";

export const Route = createFileRoute("/public")({
  staticData: { title: "Public Khatms" },
  // Both lists start before the page renders (the same keys the page reads with an empty search).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(khatmQueries.publicList({ q: "", hasAvailable: "true" }));
    void queryClient.prefetchQuery(khatmQueries.publicList({ q: "", hasAvailable: "false" }));
  },
  component: PublicListPage,
});
