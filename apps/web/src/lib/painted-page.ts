import { type AvailableLocale, type Catalogue, isAvailableLocale } from "@khatm/i18n";
import { PAINTED_PAGE_ELEMENT_ID } from "@khatm/schema/share-page";
import type { DehydratedState } from "@tanstack/react-query";

export interface PaintedPage {
  locale: AvailableLocale;
  catalogue: Catalogue;
  queries: DehydratedState | null;
}

/**
 * What the worker painted the page from (@khatm/schema/share-page's PaintedPageState), taken out of the page: its
 * language, that language's catalogue and the query cache its render read. Null on a page the worker did not paint.
 */
export function readPaintedPage(): PaintedPage | null {
  const element = document.getElementById(PAINTED_PAGE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? "") as { locale?: unknown; catalogue?: unknown; queries?: unknown };
    if (!isAvailableLocale(state.locale) || typeof state.catalogue !== "object" || state.catalogue === null)
      return null;
    return {
      locale: state.locale,
      catalogue: state.catalogue as Catalogue,
      queries: (state.queries ?? null) as DehydratedState | null,
    };
  } catch {
    return null;
  }
}
