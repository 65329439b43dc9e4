import type { AvailableLocale } from "@khatm/i18n";
import type { PaintedPageState, SharePageData } from "@khatm/schema/share-page";

/**
 * What the worker and the page renderer (render-page.tsx) hand each other, in a module without React or the browser,
 * so the worker's types (`@khatm/web/ssr`, ssr.d.ts) take these same declarations.
 */

/** The API as the worker's own render calls it (lib/api-client.ts): in-process, at the page's origin, as nobody. */
export interface ServerApi {
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

export interface PaintedPage {
  /** 404 for an address the app does not know (its not-found page), else 200. */
  status: number;
  /** The HTML inside #root. */
  html: string;
  /** The page's name for <title> ('Public Khatms · Khatm'), or null for the site's title. */
  title: string | null;
  /** What the browser's first render needs to be this one (@khatm/schema/share-page), for a JSON script element. */
  state: PaintedPageState;
}

export interface RenderOptions {
  /** The khatm of a share link, read by the worker (its data element is the page's, not repeated in `state`). */
  sharePage?: SharePageData;
  /** The worker's own API, called in-process as a visitor holding nothing (no session, no key). */
  api: ServerApi;
}

/** The HTML of `url` painted in `locale`, or null for a route the worker leaves to the browser (render-page.tsx). */
export type RenderPage = (url: string, locale: AvailableLocale, options: RenderOptions) => Promise<PaintedPage | null>;
