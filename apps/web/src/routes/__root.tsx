import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AppLayout } from "../features/layout/AppLayout";
import { NotFoundPage } from "../features/layout/NotFoundPage";
import { useRouteTitle } from "../features/layout/page-title";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useRouteTitle();
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
