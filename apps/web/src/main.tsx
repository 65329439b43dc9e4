import "./mantine-styles";
import { createTranslator } from "@khatm/i18n";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { authQueries } from "./features/auth/queries";
import { adoptSharePageData } from "./features/khatms/share-page-data";
import { watchPushRenewal } from "./features/push/push-renewal";
import { activateTranslator, browserLocale, startI18n } from "./lib/i18n";
import { completeCatalogue, readPaintedPage } from "./lib/painted-page";
import { createQueryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { storageKeys } from "./lib/storage";
import { toastUnexpectedErrors } from "./lib/unexpected-errors";
import { yieldToBrowser } from "./lib/yield-to-browser";
import { createAppRouter } from "./router";

toastUnexpectedErrors();
const queryClient = createQueryClient();
const root = document.getElementById("root") as HTMLElement;

/**
 * A page the worker painted (every public page: apps/worker/src/routes/app-pages.ts) is hydrated, for every visitor:
 * in the language and from the data it was painted with, which it carries, so the first render is the worker's.
 * What only this browser knows (its session, keys, remembered address, its own language) is read after hydration
 * (lib/hydration.ts). The other pages (signed-in pages, links from e-mails) are rendered here.
 */
async function renderApp() {
  // Start-up runs in several tasks, with input and painting possible in between: the bundle's evaluation; reading
  // the page and this browser's storage; the query cache and the translator; the router; its first matches and
  // hydration. Run in the task that evaluated the bundle, it was one long task of a phone's CPU (160 ms at
  // Lighthouse's 4x on a share link, bench/README.md); each piece is now under its 50 ms.
  await yieldToBrowser();
  const painted = readPaintedPage();
  const hydrating = painted !== null && root.firstElementChild !== null;
  const preferred = browserLocale();
  // The session check starts before React renders (spec: prefetched), so protected pages wait as little as possible.
  const storedToken = localStorage.getItem(storageKeys.sessionToken);
  if (storedToken) void queryClient.prefetchQuery(authQueries.me(storedToken));

  if (hydrating) {
    await yieldToBrowser();
    const sharePage = adoptSharePageData(queryClient);
    if (painted.queries) hydrate(queryClient, painted.queries);
    const translator = activateTranslator(createTranslator(painted.locale, painted.catalogue));
    await yieldToBrowser();
    const router = createAppRouter(queryClient, { hydrating: true });
    await yieldToBrowser();
    // The painted routes' code is in this chunk (vite.config.ts), so this settles at once; the first render needs the
    // matches.
    await router.load();
    const app = <App queryClient={queryClient} router={router} translator={translator} preferredLocale={preferred} />;
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task; a tap in the
    // meantime makes React finish it at once and then handle the tap.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    if (sharePage) await completeCatalogue(painted);
    return;
  }
  const translator = await startI18n(preferred);
  const router = createAppRouter(queryClient, { hydrating: false });
  createRoot(root).render(<App queryClient={queryClient} router={router} translator={translator} />);
}

void renderApp();
registerServiceWorker(watchPushRenewal);
