import "./mantine-styles";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { authQueries } from "./features/auth/queries";
import { adoptSharePageData } from "./features/khatms/share-page-data";
import { startI18n } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { storageKeys } from "./lib/storage";
import { toastUnexpectedErrors } from "./lib/unexpected-errors";
import { createAppRouter } from "./router";

toastUnexpectedErrors();
const queryClient = createQueryClient();

// The catalogue loads while the scripts finish: the first render is in the reader's language, never English first.
// Read before startI18n writes the app's own language there.
const paintedIn = document.documentElement.lang;
const i18n = startI18n();

/**
 * Ends the task and goes on in a new one. The takeover of a painted page runs as a few tasks, each short on a slow
 * phone, instead of one long one that a tap would have to wait for (bench/README.md, the takeover's blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function renderApp() {
  const painted = adoptSharePageData(queryClient);
  // The session check starts before React renders (spec: prefetched), so protected pages wait as little as possible.
  const storedToken = localStorage.getItem(storageKeys.sessionToken);
  if (storedToken) void queryClient.prefetchQuery(authQueries.me(storedToken));
  await nextTask();
  const router = createAppRouter(queryClient);
  const root = document.getElementById("root") as HTMLElement;
  const translator = await i18n;
  const app = <App queryClient={queryClient} router={router} translator={translator} />;
  // A share link the worker painted for this very visitor, in their language: React adopts that HTML instead of
  // painting it again. Loaded first, so the first render has the route's matches the worker rendered (its code is
  // in the main chunk).
  const adopted = painted === "as-served" && paintedIn === translator.locale && root.firstElementChild !== null;
  if (adopted) {
    await nextTask();
    await router.load();
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the page is
    // on screen already, and a slow phone stays responsive while React adopts it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  // A painted page's loader (public/load-app.js) holds a tap made before the app was there and gives it now: to the
  // button React adopts, or to its new counterpart on a page React paints afresh.
  document.dispatchEvent(new CustomEvent("khatm:app-started", { detail: { adopted } }));
}

// The first render runs in a task of its own, not in the one that evaluated the scripts: shorter tasks instead of
// one long one, so a slow phone can paint and answer a tap in between (bench/README.md, Lighthouse).
setTimeout(() => void renderApp(), 0);
