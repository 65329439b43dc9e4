import { asciiDigits } from "@khatm/schema/rules";
import { createFileRoute } from "@tanstack/react-router";
import { KhatmDashboardPage } from "../features/dashboard/KhatmDashboardPage";
import { adoptManageKeyFromUrl } from "../features/dashboard/manage-key";
import { prefetchByCode, useKhatmTitle } from "../features/khatms/code-pages";
import { khatmQueries } from "../features/khatms/queries";
import { NextRoundCard } from "../features/together/NextRoundCard";
import { getManageKey } from "../lib/storage";

export const Route = createFileRoute("/n/$code")({
  staticData: { ownTitle: true },
  // A code typed in Arabic-Indic or Bengali digits is the same khatm's (issue 16).
  params: { parse: ({ code }) => ({ code: asciiDigits(code) }), stringify: ({ code }) => ({ code }) },
  /**
   * The code lookup, and then the juz list (and the creator's read, if this browser holds the manage key), while the
   * page's code loads. The page shows its placeholder tiles at once and its own errors. An e-mailed manage key in
   * the address is saved first, so these reads already carry it.
   */
  loader: ({ context: { queryClient }, params: { code } }) => {
    prefetchByCode(queryClient, code, (khatm) => {
      adoptManageKeyFromUrl(khatm.id);
      void queryClient.prefetchQuery(khatmQueries.juzs(khatm.id));
      if (getManageKey(khatm.id)) void queryClient.prefetchQuery(khatmQueries.detail(khatm.id));
    });
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { code } = Route.useParams();
  useKhatmTitle(code);
  // Keyed by code: another khatm starts with a fresh selection and dialogs.
  return <KhatmDashboardPage key={code} code={code} completionActions={(khatm) => <NextRoundCard khatm={khatm} />} />;
}
