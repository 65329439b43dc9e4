import type { MessageKey, MessageValues, Translator } from "@khatm/i18n";
import { DirectionProvider } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";

const I18nContext = createContext<Translator | null>(null);

/**
 * The locale's translator for the tree, with Mantine's direction. The catalogue is loaded before the first render
 * (main.tsx, ssr/share-page.tsx), so nothing paints in English first and the server's render matches the browser's.
 */
export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return (
    <I18nContext.Provider value={translator}>
      <DirectionProvider initialDirection={translator.dir} detectDirection={false}>
        {children}
      </DirectionProvider>
    </I18nContext.Provider>
  );
}

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error("useI18n needs an I18nProvider above it");
  return translator;
}

/** The `t` of the current locale: `const t = useT(); t("join.reserveButton")`. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  return useI18n().t;
}
