import { type AvailableLocale, type Catalogue, isAvailableLocale } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
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

/**
 * Puts back into a share link's catalogue the messages it came without (those holding an address: the worker leaves
 * them out of pages that carry a khatm's data), from the locale's own chunk, in place: the translator reads the same
 * object, and nothing on screen used them.
 */
export async function completeCatalogue(page: PaintedPage): Promise<void> {
  const full = (await loadCatalogue(page.locale)) as unknown as Record<string, Record<string, unknown>>;
  const painted = page.catalogue as unknown as Record<string, Record<string, unknown>>;
  for (const [name, messages] of Object.entries(full)) painted[name] = { ...messages, ...painted[name] };
}
