import { type AvailableLocale, directionOf } from "@khatm/i18n";
import { PAINTED_PAGE_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import type { PaintedPage, RenderOptions } from "@khatm/web/ssr";
import { loadPageRenderer } from "../page-renderer";

/** What a page is painted with: the address, its language, the worker's API and, for a share link, its khatm. */
export interface PagePaint {
  url: string;
  locale: AvailableLocale;
  api: RenderOptions["api"];
  sharePage?: SharePageData;
}

/**
 * The app's page as the app's own components paint `url` (React's server renderer, apps/web/src/ssr/render-page.tsx),
 * or null for a route the worker leaves to the browser. A render that fails leaves the page to the browser too:
 * the app then renders it itself, as it would without the worker.
 */
export async function renderAppPage(paint: PagePaint): Promise<PaintedPage | null> {
  try {
    const { renderPage } = await loadPageRenderer();
    return await renderPage(paint.url, paint.locale, { api: paint.api, sharePage: paint.sharePage });
  } catch (error) {
    console.error("Page render failed", paint.url, error);
    return null;
  }
}

/**
 * Holds the first paint until the painted page's state element after #root is parsed (rel=expect, blocking=render;
 * a browser without it ignores it).
 */
export const RENDER_WHEN_PARSED = `<link rel="expect" href="#${PAINTED_PAGE_ELEMENT_ID}" blocking="render">`;

/** Extra head tags (a khatm's own preview) and the elements they replace, and JSON to put after #root. */
export interface PageExtras {
  head?: { html: string; replaces: string };
  afterRoot?: string;
}

/**
 * index.html with the painted page in #root and, after it, the JSON the browser's first render needs to be the same
 * one (its language, catalogue and query cache), so the app hydrates it; <html lang dir> and <title> in the page's
 * language. A visitor sees the page before any script has run, or without scripts at all.
 */
export function withPaintedBody(
  page: Response,
  locale: AvailableLocale,
  painted: PaintedPage | null,
  extras: PageExtras = {},
): Response {
  let rewriter = new HTMLRewriter().on("html", {
    element(root) {
      root.setAttribute("lang", locale);
      root.setAttribute("dir", directionOf(locale));
    },
  });
  const { head } = extras;
  if (head) {
    // A khatm's title, description and card replace the site's, early in the head where crawlers look.
    rewriter = rewriter
      .on(head.replaces, { element: (tag) => void tag.remove() })
      .on("meta[charset]", { element: (charset) => void charset.after(head.html, { html: true }) });
  } else if (painted?.title) {
    const title = painted.title;
    rewriter = rewriter.on("title", { element: (tag) => void tag.setInnerContent(title) });
  }
  if (painted) {
    // The page is on screen with its HTML and CSS: the app's scripts, which only hydrate it, come after them, so on a
    // slow network they do not hold up the first paint (browsers and Lighthouse count high-priority scripts in it).
    rewriter = rewriter
      .on('head script[type="module"], head link[rel="modulepreload"]', {
        element: (tag) => void tag.setAttribute("fetchpriority", "low"),
      })
      // The page shows once its painted body is parsed whole: a slow phone's parser yields mid-page, and a frame of
      // a half-parsed page (the header's links without the language menu and the sign-in button after them) moved
      // when the rest came, before any script ran. The body arrives in the same response; parsing it is quick.
      .on("head", { element: (tag) => void tag.append(RENDER_WHEN_PARSED, { html: true }) });
  }
  return rewriter
    .on("div#root", {
      element(root) {
        if (painted) root.setInnerContent(painted.html, { html: true });
        const after = [extras.afterRoot ?? "", painted ? jsonElement(PAINTED_PAGE_ELEMENT_ID, painted.state) : ""];
        root.after(after.join(""), { html: true });
      },
    })
    .transform(page);
}

/** JSON in a script element that never runs; "<" escaped so no name or occasion can end the element early. */
export function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** A catalogue without the messages that hold an address (an example one): the browser completes it from its chunk. */
export function withoutAddresses(catalogue: unknown): unknown {
  const namespaces = Object.entries(catalogue as Record<string, Record<string, unknown>>);
  return Object.fromEntries(
    namespaces.map(([name, messages]) => [
      name,
      Object.fromEntries(Object.entries(messages).filter(([, message]) => !JSON.stringify(message).includes("@"))),
    ]),
  );
}
