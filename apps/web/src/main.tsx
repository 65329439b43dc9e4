import "./mantine-styles";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AuthProvider } from "./features/auth/auth-context";
import { authQueries } from "./features/auth/queries";
import { adoptSharePageData } from "./features/khatms/share-page-data";
import { Toasts } from "./features/layout/Toasts";
import { createQueryClient } from "./lib/query-client";
import { storageKeys } from "./lib/storage";
import { toastUnexpectedErrors } from "./lib/unexpected-errors";
import { routeTree } from "./routeTree.gen";
import { cssVariablesResolver, theme } from "./theme";

toastUnexpectedErrors();
const queryClient = createQueryClient();
adoptSharePageData(queryClient);
// The session check starts before React renders (spec: prefetched), so protected pages wait as little as possible.
const storedToken = localStorage.getItem(storageKeys.sessionToken);
if (storedToken) void queryClient.prefetchQuery(authQueries.me(storedToken));
const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

function renderApp() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

// The first render runs in a task of its own, not in the one that evaluated the scripts: two shorter tasks instead
// of one long one, so a slow phone can paint and answer a tap in between (bench/README.md, Lighthouse).
setTimeout(renderApp, 0);
