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

/**
 * Every page the worker paints (/, /public, /create, /login, /terms, /privacy, a share link, the 404) carries what its
 * render came from in a JSON script element of this id, so the browser's first render is the same and React hydrates
 * it: the page's language and that language's catalogue (the app needs no request for it before hydrating), and the
 * query cache the render read (TanStack Query's dehydrated state: the home page's khatms, the public list).
 */
export const PAINTED_PAGE_ELEMENT_ID = "khatm-painted-page";

export interface PaintedPageState {
  locale: string;
  /**
   * The locale's catalogue as the app's build compiled it (@khatm/i18n's Catalogue); on a share link without the
   * messages holding an address, which the page does not show (the app completes it from the locale's chunk).
   */
  catalogue: unknown;
  /** TanStack Query's dehydrated state, or null when the page read nothing beyond its share data. */
  queries: unknown;
}
