import { createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { App } from "../app";
import { seedSharePageData } from "../features/khatms/share-page-data";
import { callApiInProcess } from "../lib/api-client";
import { activateTranslator } from "../lib/i18n";
import { createAppRouter } from "../router";
import type { RenderPage } from "./renderer-contract";

/** The routes the worker paints: every public page. Others (signed-in pages, links from e-mails) the browser renders. */
const PAINTED_ROUTES = new Set(["/", "/public", "/create", "/login", "/terms", "/privacy", "/j/$code", "/n/$code"]);

/**
 * The HTML inside #root of `url` as the app's first render in a fresh browser paints it in `locale` (the worker's
 * pick: ?lang=, the language cookie, Accept-Language), for the app to hydrate; null for a route the worker leaves to
 * the browser. The route's loaders start the reads the page shows (the home page's khatms, the public list), answered
 * by the worker's API, and the render waits for them, so the page comes with its data and the browser does not ask
 * again. Built by Vite into apps/worker/src/web-ssr (`pnpm build`), loaded by the worker on first use. Nothing here
 * may touch `window` or storage while rendering (lib/hydration.ts): the worker has neither.
 */
export const renderPage: RenderPage = async (url, locale, options) => {
  const catalogue = await loadCatalogue(locale);
  const translator = createTranslator(locale, catalogue);
  callApiInProcess(options.api);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  if (options.sharePage) seedSharePageData(queryClient, options.sharePage);
  const router = createAppRouter(queryClient, { serverUrl: new URL(url) });
  await router.load();
  const leaf = router.state.matches.at(-1);
  // An address no route takes matches the root alone, which shows its not-found page.
  const notFound = leaf?.routeId === "__root__";
  if (!notFound && !PAINTED_ROUTES.has(leaf?.routeId ?? "")) return null;
  await settled(queryClient);

  // Code outside React (lib/i18n's t) says the same; from here the render is synchronous, so no other request
  // interleaves.
  activateTranslator(translator);
  const html = renderToString(<App queryClient={queryClient} router={router} translator={translator} />);
  const title = notFound ? null : (leaf?.staticData.title ?? null);
  return {
    status: notFound ? 404 : 200,
    html,
    title:
      title && translator.t("common.pageTitle", { page: translator.t(title), site: translator.t("common.siteName") }),
    state: { locale, catalogue, queries: options.sharePage ? null : dehydrate(queryClient) },
  };
};

/** Resolves once no query is fetching: the loaders' reads have answered (or failed: the browser then asks again). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
