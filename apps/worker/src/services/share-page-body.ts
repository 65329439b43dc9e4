import { type AvailableLocale, directionOf } from "@khatm/i18n";
import { partSurahRange } from "@khatm/juz-table";
import { packSharePageData, SHARE_PAGE_DATA_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import { loadPageRenderer } from "../page-renderer";
import { paintFirst } from "./paint-first";

/**
 * The app's page (index.html) with a share link's khatm painted into #root by the app's own components (React's
 * server renderer, apps/web/src/ssr/share-page.tsx), and the data that render came from in a JSON script element
 * after it: the app reads that data for its first render and hydrates the same HTML. A visitor sees the khatm
 * before any script has run, or without scripts at all. The same pass puts the khatm's own preview tags in the head
 * in place of the site's (`preview.replaces`), and writes the page's language into <html lang dir>: the app reads
 * it back to hydrate in the language it was painted in. The app's scripts wait for the first paint (paint-first.ts).
 */
export async function withSharePageBody(
  page: Response,
  url: string,
  data: SharePageData,
  preview: { head: string; replaces: string; locale: AvailableLocale },
): Promise<Response> {
  const body = await renderBody(url, data, preview.locale);
  return (
    paintFirst(new HTMLRewriter())
      .on("html", {
        element(root) {
          root.setAttribute("lang", preview.locale);
          root.setAttribute("dir", directionOf(preview.locale));
        },
      })
      // The khatm's title, description and card replace the site's, early in the head where crawlers look.
      .on(preview.replaces, { element: (tag) => void tag.remove() })
      .on("meta[charset]", { element: (charset) => void charset.after(preview.head, { html: true }) })
      .on("div#root", {
        element(root) {
          if (body !== null) root.setInnerContent(body, { html: true });
          root.after(dataElement(data), { html: true });
        },
      })
      .transform(page)
  );
}

/** A render that fails leaves the page to the app, which paints the khatm from the data as before. */
async function renderBody(url: string, data: SharePageData, locale: AvailableLocale): Promise<string | null> {
  try {
    const { renderSharePage } = await loadPageRenderer();
    return await renderSharePage(url, data, locale);
  } catch (error) {
    console.error("Share page render failed", error);
    return null;
  }
}

/**
 * JSON in a script element that never runs; "<" escaped so no name or occasion can end the element early. A khatm of
 * many parts sends its free ones as numbers (packSharePageData), which the app writes out again before its first render.
 */
function dataElement(data: SharePageData): string {
  const packed = packSharePageData(data, partSurahRange);
  const json = JSON.stringify(packed).replace(/</g, "\\u003c");
  return `<script id="${SHARE_PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}
