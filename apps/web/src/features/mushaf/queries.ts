import type { AppConfig } from "@khatm/schema";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The deployment's settings (GET /api/config): read once per visit, they change only with a deployment. */
export const appConfigQuery = queryOptions({
  queryKey: ["config"] as const,
  queryFn: ({ signal }) => apiRequest<AppConfig>("/api/config", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
