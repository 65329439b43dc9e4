import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/HomePage";
import { recentPublicKhatmsQuery } from "../features/home/queries";

export const Route = createFileRoute("/")({
  // Starts the one request of the page (the list carries its stats) before the page renders; never blocks it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(recentPublicKhatmsQuery);
  },
  component: HomePage,
});
