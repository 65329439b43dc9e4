import { createFileRoute } from "@tanstack/react-router";
import { JoinPage } from "../features/join/JoinPage";
import { khatmQueries } from "../features/khatms/queries";

export const Route = createFileRoute("/j/$code")({
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
  return <JoinPage key={code} code={code} />;
}
