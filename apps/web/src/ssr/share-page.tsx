import { type AvailableLocale, createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import type { SharePageData } from "@khatm/schema/share-page";
import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { App } from "../app";
import { seedSharePageData } from "../features/khatms/share-page-data";
import { activateTranslator } from "../lib/i18n";
import { createAppRouter } from "../router";

/** The worker paints the page a visitor with nothing stored sees: no session, no manage or reader key. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};
globalThis.localStorage ??= emptyStorage;
globalThis.sessionStorage ??= emptyStorage;

/**
 * The HTML inside #root of a share link (`url`: /j/{code}, /n/{code}) as the app's first render in a fresh browser
 * paints it in `locale` (the worker's pick from Accept-Language, written into <html lang> for the browser to
 * hydrate in the same), from the same data the page carries (@khatm/schema/share-page), for the app to hydrate. Built by Vite
 * into apps/worker/src/web-ssr (`pnpm build`), which the worker loads on first use (its page-renderer.ts). What the pages render must not
 * depend on the browser beyond storage (empty here): read `window` in effects, or the worker's render throws and the
 * page goes out unpainted, and a first render that differs from this one costs the visitor a repaint.
 */
export async function renderSharePage(url: string, data: SharePageData, locale: AvailableLocale): Promise<string> {
  const translator = createTranslator(locale, await loadCatalogue(locale));
  // Code outside React (lib/i18n's t) says the same; the render below is synchronous, so no other request interleaves.
  activateTranslator(translator);
  // Nothing is read from the API here: the page's data is the whole truth of this render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  seedSharePageData(queryClient, data);
  const router = createAppRouter(queryClient, new URL(url));
  await router.load();
  return renderToString(<App queryClient={queryClient} router={router} translator={translator} />);
}
