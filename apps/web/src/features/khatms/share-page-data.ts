import { SHARE_PAGE_DATA_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import type { QueryClient } from "@tanstack/react-query";
import { getManageKey, storageKeys } from "../../lib/storage";
import { adoptManageKeyFromUrl } from "../dashboard/manage-key";
import { khatmKeys } from "./queries";

/**
 * Puts the khatm a share-link page came with (@khatm/schema/share-page) into the query cache before the first
 * render, so /j/{code} and /n/{code} paint it without asking the API. The worker read it as an anonymous visitor:
 * an answer this browser would get differently is kept but marked stale, so it shows at once and is read again
 * with the browser's credentials. That is the khatm for a possible creator (a session, or this khatm's manage key),
 * and the juz also for a possible reader (a reader key).
 */
export function adoptSharePageData(queryClient: QueryClient): void {
  const element = document.getElementById(SHARE_PAGE_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  const data = parse(element.textContent);
  // Only for the page it came with (the address could have changed before the scripts ran).
  if (!data || window.location.pathname.split("/")[2] !== data.code) return;

  const { code, khatm, juzs } = data;
  adoptManageKeyFromUrl(khatm.id);
  const mayBeCreator = localStorage.getItem(storageKeys.sessionToken) !== null || getManageKey(khatm.id) !== null;
  const mayHoldJuz = mayBeCreator || localStorage.getItem(storageKeys.readerKey) !== null;
  const now = Date.now();
  queryClient.setQueryData(khatmKeys.byCode(code), khatm, { updatedAt: mayBeCreator ? 0 : now });
  queryClient.setQueryData(khatmKeys.juzs(khatm.id), juzs, { updatedAt: mayHoldJuz ? 0 : now });
}

function parse(json: string | null): SharePageData | null {
  try {
    return JSON.parse(json ?? "") as SharePageData;
  } catch {
    return null;
  }
}
