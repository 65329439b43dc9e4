import type { AvailableLocale, MessageKey, MessageValues, Translator } from "@khatm/i18n";
import { DirectionProvider, useDirection } from "@mantine/core";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { switchLocale } from "../../lib/i18n";

interface I18nState {
  translator: Translator;
  /** Loads another locale and re-renders the tree in it, on the same page (the language menu). */
  setLocale: (locale: AvailableLocale) => Promise<void>;
}

const I18nContext = createContext<I18nState | null>(null);

interface I18nProviderProps {
  translator: Translator;
  /** The browser's own language, when the worker painted the page in another: switched to after hydration. */
  preferred?: AvailableLocale;
  children: ReactNode;
}

/**
 * The locale's translator for the tree, with Mantine's direction. The first catalogue is there before the first
 * render (the painted page carries it, main.tsx; ssr/render-page.tsx), so nothing paints in English first and the
 * server's render matches the browser's; a later choice swaps the translator in place, without a reload.
 */
export function I18nProvider({ translator: initial, preferred, children }: I18nProviderProps) {
  const [translator, setTranslator] = useState(initial);
  const setLocale = useCallback(async (locale: AvailableLocale) => setTranslator(await switchLocale(locale)), []);
  useEffect(() => {
    if (preferred && preferred !== initial.locale) void switchLocale(preferred, false).then(setTranslator);
  }, [preferred, initial.locale]);
  const state = useMemo(() => ({ translator, setLocale }), [translator, setLocale]);
  return (
    <I18nContext.Provider value={state}>
      <DirectionProvider initialDirection={initial.dir} detectDirection={false}>
        <FollowDirection dir={translator.dir} />
        {children}
      </DirectionProvider>
    </I18nContext.Provider>
  );
}

/** Keeps Mantine's direction (its floating elements, drawers, sliders) on the current locale's. */
function FollowDirection({ dir }: { dir: Translator["dir"] }) {
  const { dir: current, setDirection } = useDirection();
  useEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}

function useI18nState(): I18nState {
  const state = useContext(I18nContext);
  if (!state) throw new Error("useI18n needs an I18nProvider above it");
  return state;
}

export function useI18n(): Translator {
  return useI18nState().translator;
}

/** Switches the app's language in place: `const setLocale = useSetLocale(); void setLocale("ar")`. */
export function useSetLocale(): I18nState["setLocale"] {
  return useI18nState().setLocale;
}

/** The `t` of the current locale: `const t = useT(); t("join.reserveButton")`. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  return useI18n().t;
}
