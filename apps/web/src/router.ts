import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/**
 * The app's router: in the browser (main.tsx) on the window's address, or at `serverUrl` in the worker painting a
 * page (ssr/render-page.tsx), where there is no window to take the address from or to scroll.
 */
export function createAppRouter(queryClient: QueryClient, serverUrl?: URL) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    scrollRestoration: serverUrl === undefined,
    ...(serverUrl && {
      history: createMemoryHistory({ initialEntries: [serverUrl.pathname + serverUrl.search] }),
      origin: serverUrl.origin,
    }),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
