import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { JoinPage } from "../features/join/JoinPage";
import { khatmQueries } from "../features/khatms/queries";
import { usePageTitle } from "../features/layout/page-title";

export const Route = createFileRoute("/j/$code")({
  staticData: { ownTitle: true },
  // Starts the code lookup and then the juz list while the page's code loads; the page handles a failed lookup.
  loader: ({ context: { queryClient }, params: { code } }) => {
    queryClient
      .ensureQueryData(khatmQueries.byCode(code))
      .then((khatm) => queryClient.prefetchQuery(khatmQueries.juzs(khatm.id)))
      .catch(() => undefined);
  },
  component: JoinRoute,
});

function JoinRoute() {
  const { code } = Route.useParams();
  // The khatm's name in the tab once known (the worker already put it in the page's own <title>).
  usePageTitle(useQuery(khatmQueries.byCode(code)).data?.name);
  return <JoinPage key={code} code={code} />;
}
