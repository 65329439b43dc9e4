import type { AvailableLocale, Translator } from "@khatm/i18n";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { NetworkFeedback } from "./components/NetworkFeedback";
import { AuthProvider } from "./features/auth/auth-context";
import { AccountLanguage } from "./features/i18n/account-language";
import { I18nProvider } from "./features/i18n/i18n-context";
import { Toasts } from "./features/layout/Toasts";
import { cssVariablesResolver, theme } from "./theme";

interface AppProps {
  queryClient: QueryClient;
  /** The app's router (router.ts); a test's own routes render inside the same providers. */
  router: AnyRouter;
  translator: Translator;
  /** The browser's own language, when the page was painted in another (I18nProvider). */
  preferredLocale?: AvailableLocale;
}

/** The whole app, the same tree in the browser and in the worker's render of every page it paints (so it hydrates). */
export function App({ queryClient, router, translator, preferredLocale }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider translator={translator} preferred={preferredLocale}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Toasts />
          <NetworkFeedback />
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
