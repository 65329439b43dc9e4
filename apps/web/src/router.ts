import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** Where the router runs: the worker painting a page at an address, or the browser, hydrating a painted page or not. */
export type RouterPlace = { serverUrl: URL } | { hydrating: boolean };

/**
 * The app's router: in the browser (main.tsx) on the window's address, or at `serverUrl` in the worker painting a
 * page (ssr/render-page.tsx), where there is no window to take the address from or to scroll.
 */
export function createAppRouter(queryClient: QueryClient, place: RouterPlace) {
  const serverUrl = "serverUrl" in place ? place.serverUrl : undefined;
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Search values are written as they are (?code=123456, not the default JSON's ?code=%22123456%22) and read
    // without JSON; the routes' checks take a value of digits as a number, as the router's decoding gives it.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(String),
    scrollRestoration: serverUrl ? false : scrollRestoration("hydrating" in place && place.hydrating),
    ...(serverUrl && {
      history: createMemoryHistory({ initialEntries: [serverUrl.pathname + serverUrl.search] }),
      origin: serverUrl.origin,
    }),
  });
}

/**
 * The router scrolls to the top (or to a remembered place) after each render of a new address. A painted page is on
 * screen, and may be scrolled, before the app hydrates it: its first render must leave the page where the visitor
 * has it, or a tap made while it hydrates lands on whatever the jump brought under the finger.
 */
function scrollRestoration(hydrating: boolean): true | (() => boolean) {
  if (!hydrating) return true;
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
