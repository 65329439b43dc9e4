import { createTranslator, type Translator } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nProvider } from "../features/i18n/i18n-context";
import { activateTranslator } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { cssVariablesResolver, theme } from "../theme";

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", { value: new EventTarget() });
}

/** The English catalogue, the spec's texts, which the tests read. */
export const englishTranslator = createTranslator("en", english);
activateTranslator(englishTranslator);

/**
 * Renders a component as the app does: English, Mantine (with toasts), the app's query client without retries, and a router whose
 * only route shows the component, so router links and navigation work. Wait for the first content with `findBy*`.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = "/", translator = englishTranslator }: { path?: string; translator?: Translator } = {},
) {
  // The toast store is global: start each render without the previous test's toasts.
  notifications.clean();
  notifications.cleanQueue();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <I18nProvider translator={translator}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, queryClient, router };
}
