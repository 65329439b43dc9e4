import type { Juz } from "./juz";
import type { Khatm } from "./khatm";

/**
 * The share-link pages (/j/{code}, /n/{code}) come from the worker with the khatm and its juz already in them, as
 * an anonymous visitor reads them from the API (GET /api/khatms/code/{code}, GET /api/khatms/{id}/juzs), so a
 * phone paints the khatm without waiting for its scripts to ask. A module without zod ("@khatm/schema/share-page"):
 * the web app reads it on every page.
 */
export const SHARE_PAGE_DATA_ELEMENT_ID = "khatm-share-data";

export interface SharePageData {
  /** The access code of the page's address: the data is only for that page. */
  code: string;
  khatm: Khatm;
  juzs: Juz[];
}
