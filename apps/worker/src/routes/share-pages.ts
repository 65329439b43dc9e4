import { firstAvailable } from "@khatm/i18n";
import { partSurahRange } from "@khatm/juz-table";
import { asciiDigits } from "@khatm/schema/rules";
import { packSharePageData, SHARE_PAGE_DATA_ELEMENT_ID } from "@khatm/schema/share-page";
import { type Context, Hono } from "hono";
import type { ServicesBindings } from "../env";
import { requestLocale, translatorFor } from "../lib/i18n";
import { pageApi, whilePainting } from "../lib/page-api";
import { clientIp } from "../lib/rate-limit";
import { servicesMiddleware } from "../middleware/services";
import { jsonElement, renderAppPage, withoutAddresses, withPaintedBody } from "../services/page-body";
import { readSharePageData } from "../services/share-page-data";
import { SITE_HEAD_SELECTOR, sharePreviewHead } from "../services/share-preview";

/**
 * GET /j/{code} and /n/{code}: the web app's page (index.html, with the headers public/_headers gives it) painted
 * with the khatm and its juz as an anonymous visitor sees them, and carrying that data for the app's first render
 * (services/page-body.ts), which the app hydrates. On a slow phone the khatm shows with the HTML, before any script has run.
 * Without data (bad or unknown code, too many lookups) the page is served as it is and the app asks the API.
 */
export const sharePages = new Hono<ServicesBindings>()
  .use(servicesMiddleware)
  // The app reads a code in Arabic-Indic or Bengali digits as its ASCII digits; so does this page.
  .get("/:page{[jn]}/:code", (c) => sharePage(c, asciiDigits(c.req.param("code"))))
  // Any other address under /j/ or /n/ is the app's to answer, as without the worker.
  .notFound((c) => c.env.ASSETS.fetch(c.req.raw));

async function sharePage(c: Context<ServicesBindings>, code: string): Promise<Response> {
  const [shell, found] = await Promise.all([
    // A fresh request: the browser's validators would get a bodiless 304 for a page that is no longer the same.
    c.env.ASSETS.fetch(new Request(c.req.url)),
    readSharePageData(c.env, c.var.services, code, clientIp(c.req.raw)),
  ]);
  if (!shell.ok || !found) return shell;
  const { data, creatorLocale } = found;
  // The visitor's language; a crawler fetching the preview names none, so the khatm's creator's, who shares it.
  const i18n = await translatorFor(firstAvailable(requestLocale(c.req.raw), creatorLocale));

  const head = sharePreviewHead(data.khatm, c.var.services.appOrigin, new URL(c.req.url).pathname, i18n);
  const page = { request: c.req.raw, env: c.env, ctx: c.executionCtx };
  const paint = { url: c.req.url, locale: i18n.locale, api: pageApi, sharePage: data };
  const rendered = await whilePainting(page, () => renderAppPage(paint));
  // The catalogue's example address ('you@example.com', the sign-in form's) stays out of a page that carries a khatm's
  // data, where a scan for personal data looks (e2e/security-leaks.spec.ts); this page does not show it.
  const painted = rendered && {
    ...rendered,
    state: { ...rendered.state, catalogue: withoutAddresses(rendered.state.catalogue) },
  };
  const withData = withPaintedBody(shell, i18n.locale, painted, {
    head: { html: head, replaces: SITE_HEAD_SELECTOR },
    // A khatm of many parts sends its free ones as numbers, which the app writes out again before its first render.
    afterRoot: jsonElement(SHARE_PAGE_DATA_ELEMENT_ID, packSharePageData(data, partSurahRange)),
  });
  const headers = new Headers(withData.headers);
  // The juz change by the minute: never serve this copy again without asking.
  headers.set("Cache-Control", "private, no-cache");
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(withData.body, { status: 200, headers });
}
