import type { Translator } from "@khatm/i18n";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { AuthProvider } from "./features/auth/auth-context";
import { AccountLanguage } from "./features/i18n/account-language";
import { I18nProvider } from "./features/i18n/i18n-context";
import { Toasts } from "./features/layout/Toasts";
import type { AppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  translator: Translator;
}

/** The whole app, the same tree in the browser and in the worker's render of a share link (so it hydrates). */
export function App({ queryClient, router, translator }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider translator={translator}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <AccountLanguage />
              <RouterProvider router={router} />
            </AuthProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </StrictMode>
  );
}
