import { isValidAccessCode } from "@khatm/schema/rules";
import { createFileRoute } from "@tanstack/react-router";
import { SuccessPage } from "../features/success/SuccessPage";

interface SuccessSearch {
  /** The created khatm's access code, so that a reload (or a bookmark) keeps the page (issue 39). */
  code?: string;
}

export const Route = createFileRoute("/success")({
  staticData: { title: "titles.khatmCreated" },
  validateSearch: (search: Record<string, unknown>): SuccessSearch =>
    typeof search.code === "string" && isValidAccessCode(search.code) ? { code: search.code } : {},
  component: function SuccessRoute() {
    const { code } = Route.useSearch();
    return <SuccessPage code={code} />;
  },
});
