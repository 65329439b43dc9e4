import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { KhatmDashboardPage } from "../features/dashboard/KhatmDashboardPage";
import { adoptManageKeyFromUrl } from "../features/dashboard/manage-key";
import { khatmQueries } from "../features/khatms/queries";
import { usePageTitle } from "../features/layout/page-title";
import { getManageKey } from "../lib/storage";

export const Route = createFileRoute("/n/$code")({
  staticData: { ownTitle: true },
  /**
   * Starts the code lookup, and then the juz list (and the creator's read, if this browser holds the manage key),
   * while the page's code loads. Not awaited: the page shows its placeholder tiles at once and its own errors.
   * An e-mailed manage key in the address is saved first, so these reads already carry it.
   */
  loader: ({ context: { queryClient }, params: { code } }) => {
    queryClient
      .ensureQueryData(khatmQueries.byCode(code))
      .then((khatm) => {
        adoptManageKeyFromUrl(khatm.id);
        void queryClient.prefetchQuery(khatmQueries.juzs(khatm.id));
        if (getManageKey(khatm.id)) void queryClient.prefetchQuery(khatmQueries.detail(khatm.id));
      })
      .catch(() => undefined);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { code } = Route.useParams();
  // The khatm's name in the tab once known (the worker already put it in the page's own <title>).
  usePageTitle(useQuery(khatmQueries.byCode(code)).data?.name);
  // Keyed by code: another khatm starts with a fresh selection and dialogs.
  return <KhatmDashboardPage key={code} code={code} />;
}
