import { createFileRoute } from "@tanstack/react-router";
import { khatmQueries } from "../features/khatms/queries";
import { PublicListPage } from "../features/public-list/PublicListPage";

interface PublicSearch {
  /** The search, kept in the address so it can be shared and survives a reload. */
  q?: string;
}

export const Route = createFileRoute("/public")({
  staticData: { title: "titles.publicKhatms" },
  // The router reads a value of digits (a searched access code) as a number.
  validateSearch: (search: Record<string, unknown>): PublicSearch => {
    const q = typeof search.q === "string" || typeof search.q === "number" ? String(search.q).trim() : "";
    return q ? { q } : {};
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  // Both lists start before the page renders (the same keys the page reads).
  loader: ({ context: { queryClient }, deps: { q } }) => {
    void queryClient.prefetchQuery(khatmQueries.publicList({ q, hasAvailable: "true" }));
    void queryClient.prefetchQuery(khatmQueries.publicList({ q, hasAvailable: "false" }));
  },
  component: function PublicRoute() {
    const { q = "" } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PublicListPage
        query={q}
        onQueryChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
      />
    );
  },
});
