import { isValidAccessCode } from "@khatm/schema/rules";
import { createFileRoute } from "@tanstack/react-router";
import { SuccessPage } from "../features/success/SuccessPage";

interface SuccessSearch {
  /** The created khatm's access code, so that a reload (or a bookmark) keeps the page (issue 39). */
  code?: string;
}

export const Route = createFileRoute("/success")({
  staticData: { title: "titles.khatmCreated" },
  // The router reads a value of digits as a number (a code with a leading zero stays text).
  validateSearch: (search: Record<string, unknown>): SuccessSearch => {
    const code = typeof search.code === "string" || typeof search.code === "number" ? String(search.code) : "";
    return isValidAccessCode(code) ? { code } : {};
  },
  component: function SuccessRoute() {
    const { code } = Route.useSearch();
    return <SuccessPage code={code} />;
  },
});
