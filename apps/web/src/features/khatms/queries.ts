import type {
  Activity,
  CreateKhatmRequest,
  CreateKhatmResponse,
  Juz,
  Khatm,
  KhatmStats,
  KhatmSummary,
  ReaderJuz,
} from "@khatm/schema";
import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { getManageKey } from "../../lib/storage";

const enc = encodeURIComponent;

/** Filters of GET /api/khatms/public (publicListQuerySchema on the server). */
export interface PublicListParams {
  q?: string;
  hasAvailable?: "true" | "false";
  limit?: number;
}

/** Query keys of every khatm-related resource: one factory, so mutations can name exactly what they refresh. */
export const khatmKeys = {
  all: ["khatms"] as const,
  lists: () => [...khatmKeys.all, "list"] as const,
  publicList: (params: PublicListParams) => [...khatmKeys.lists(), "public", params] as const,
  creatorList: (email: string) => [...khatmKeys.lists(), "creator", email] as const,
  byCode: (code: string) => [...khatmKeys.all, "code", code] as const,
  detail: (id: string) => [...khatmKeys.all, "detail", id] as const,
  stats: (id: string) => [...khatmKeys.detail(id), "stats"] as const,
  juzs: (id: string) => [...khatmKeys.detail(id), "juzs"] as const,
  activities: (id: string, limit: number) => [...khatmKeys.detail(id), "activities", limit] as const,
  readerJuzs: (email: string) => ["readers", email, "juzs"] as const,
};

/** A 4xx answer (an unknown code, a refused proof) will not change on a second try; only other failures retry once. */
function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Calls about one khatm carry the manage key this browser holds for it, if any. */
const forKhatm = (id: string) => ({ manageKey: getManageKey(id) });

export const khatmQueries = {
  publicList: (params: PublicListParams = {}) =>
    queryOptions({
      queryKey: khatmKeys.publicList(params),
      queryFn: ({ signal }) =>
        apiRequest<KhatmSummary[]>("/api/khatms/public", {
          query: { q: params.q || undefined, hasAvailable: params.hasAvailable, limit: params.limit },
          signal,
        }),
    }),
  creatorList: (email: string) =>
    queryOptions({
      queryKey: khatmKeys.creatorList(email),
      queryFn: ({ signal }) => apiRequest<KhatmSummary[]>(`/api/khatms/creator/${enc(email)}`, { signal }),
    }),
  byCode: (code: string) =>
    queryOptions({
      queryKey: khatmKeys.byCode(code),
      queryFn: ({ signal }) => apiRequest<Khatm>(`/api/khatms/code/${enc(code)}`, { signal }),
      retry: retryUnlessClientError,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: khatmKeys.detail(id),
      queryFn: ({ signal }) => apiRequest<Khatm>(`/api/khatms/${enc(id)}`, { ...forKhatm(id), signal }),
      retry: retryUnlessClientError,
    }),
  stats: (id: string) =>
    queryOptions({
      queryKey: khatmKeys.stats(id),
      queryFn: ({ signal }) => apiRequest<KhatmStats>(`/api/khatms/${enc(id)}/stats`, { signal }),
    }),
  juzs: (id: string) =>
    queryOptions({
      queryKey: khatmKeys.juzs(id),
      queryFn: ({ signal }) => apiRequest<Juz[]>(`/api/khatms/${enc(id)}/juzs`, { ...forKhatm(id), signal }),
    }),
  activities: (id: string, limit = 5) =>
    queryOptions({
      queryKey: khatmKeys.activities(id, limit),
      queryFn: ({ signal }) =>
        apiRequest<Activity[]>(`/api/khatms/${enc(id)}/activities`, { ...forKhatm(id), query: { limit }, signal }),
      retry: retryUnlessClientError,
    }),
  /** A reader's juz across khatms; fresh for 60 s (spec section 9). */
  readerJuzs: (email: string) =>
    queryOptions({
      queryKey: khatmKeys.readerJuzs(email),
      queryFn: ({ signal }) => apiRequest<ReaderJuz[]>(`/api/readers/${enc(email)}/juzs`, { signal }),
      staleTime: 60_000,
      retry: retryUnlessClientError,
    }),
};

export function createKhatm(request: CreateKhatmRequest): Promise<CreateKhatmResponse> {
  return apiRequest<CreateKhatmResponse>("/api/khatms", { method: "POST", body: request });
}
