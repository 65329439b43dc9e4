import { partSurahRange } from "@khatm/juz-table";
import {
  type PackedSharePageData,
  SHARE_PAGE_DATA_ELEMENT_ID,
  type SharePageData,
  unpackSharePageData,
} from "@khatm/schema/share-page";
import type { QueryClient } from "@tanstack/react-query";
import { getManageKey, storageKeys } from "../../lib/storage";
import { adoptManageKeyFromUrl } from "../dashboard/manage-key";
import { khatmKeys } from "./queries";

/**
 * How this browser's first render of a share link compares with the page the worker painted: "as-served" when it
 * renders exactly that (a visitor holding no session or key, as the worker rendered it), "personal" when it may
 * show more (the creator's board, the reader's own juz), null when the page came without its khatm.
 */
export type SharePageView = "as-served" | "personal" | null;

/**
 * Puts the khatm a share-link page came with (@khatm/schema/share-page) into the query cache before the first
 * render, so /j/{code} and /n/{code} paint it without asking the API. The worker read it as an anonymous visitor:
 * an answer this browser would get differently is kept but marked stale, so it shows at once and is read again
 * with the browser's credentials. That is the khatm for a possible creator (a session, or this khatm's manage key),
 * and the juz also for a possible reader (a reader key).
 */
export function adoptSharePageData(queryClient: QueryClient): SharePageView {
  const element = document.getElementById(SHARE_PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  const data = parse(element.textContent);
  // Only for the page it came with (the address could have changed before the scripts ran).
  if (!data || window.location.pathname.split("/")[2] !== data.code) return null;

  adoptManageKeyFromUrl(data.khatm.id);
  const mayBeCreator = localStorage.getItem(storageKeys.sessionToken) !== null || getManageKey(data.khatm.id) !== null;
  const mayHoldJuz = mayBeCreator || localStorage.getItem(storageKeys.readerKey) !== null;
  seedSharePageData(queryClient, data, { khatmStale: mayBeCreator, juzsStale: mayHoldJuz });
  return mayHoldJuz ? "personal" : "as-served";
}

/** The cache entries the pages read, as the API's answers would leave them (the worker's render seeds them too). */
export function seedSharePageData(
  queryClient: QueryClient,
  { code, khatm, juzs }: SharePageData,
  { khatmStale = false, juzsStale = false } = {},
): void {
  const now = Date.now();
  queryClient.setQueryData(khatmKeys.byCode(code), khatm, { updatedAt: khatmStale ? 0 : now });
  queryClient.setQueryData(khatmKeys.juzs(khatm.id), juzs, { updatedAt: juzsStale ? 0 : now });
}

/** The element's data with a khatm's free parts written out again, as the worker rendered the page from them. */
function parse(json: string | null): SharePageData | null {
  try {
    const packed = JSON.parse(json ?? "") as PackedSharePageData;
    return unpackSharePageData(packed, partSurahRange);
  } catch {
    return null;
  }
}
