import { asciiDigits } from "@khatm/schema/rules";
import { createFileRoute } from "@tanstack/react-router";
import { JoinPage } from "../features/join/JoinPage";
import { prefetchByCode, useKhatmTitle } from "../features/khatms/code-pages";
import { khatmQueries } from "../features/khatms/queries";

export const Route = createFileRoute("/j/$code")({
  staticData: { ownTitle: true },
  // A code typed in Arabic-Indic or Bengali digits is the same khatm's (issue 16).
  params: { parse: ({ code }) => ({ code: asciiDigits(code) }), stringify: ({ code }) => ({ code }) },
  // The code lookup and then the juz list, while the page's code loads.
  loader: ({ context: { queryClient }, params: { code } }) => {
    prefetchByCode(queryClient, code, (khatm) => void queryClient.prefetchQuery(khatmQueries.juzs(khatm.id)));
  },
  component: JoinRoute,
});

function JoinRoute() {
  const { code } = Route.useParams();
  useKhatmTitle(code);
  return <JoinPage key={code} code={code} />;
}
