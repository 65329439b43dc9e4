import type { ListImportResponse, ListTextResponse } from "@khatm/schema";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { getManageKey } from "../../lib/storage";
import { khatmKeys } from "../khatms/queries";

const enc = encodeURIComponent;

/** Under the khatm's detail key: every change that refreshes the khatm refreshes its list too. */
export const whatsappKeys = {
  listText: (khatmId: string, locale: string) => [...khatmKeys.detail(khatmId), "list-text", locale] as const,
  listPreview: (khatmId: string, text: string) => [...khatmKeys.detail(khatmId), "list-import", text] as const,
};

export const whatsappQueries = {
  /** The khatm's list as a WhatsApp message, in the app's language; fetched afresh each time it is shown. */
  listText: (khatmId: string, locale: string) =>
    queryOptions({
      queryKey: whatsappKeys.listText(khatmId, locale),
      queryFn: async ({ signal }) =>
        (await apiRequest<ListTextResponse>(`/api/khatms/${enc(khatmId)}/list-text`, { signal })).text,
      staleTime: 0,
    }),
  /** A pasted list as the API reads it (apply: false changes nothing), for the import's preview. */
  listPreview: (khatmId: string, text: string) =>
    queryOptions({
      queryKey: whatsappKeys.listPreview(khatmId, text),
      queryFn: ({ signal }) =>
        apiRequest<ListImportResponse>(`/api/khatms/${enc(khatmId)}/list-import`, {
          method: "POST",
          body: { text, apply: false },
          manageKey: getManageKey(khatmId),
          signal,
        }),
      retry: false,
    }),
};
