import { SHARE_PAGE_DATA_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import { type Context, Hono } from "hono";
import type { ServicesBindings } from "../env";
import { servicesMiddleware } from "../middleware/services";
import { clientIp } from "../services/rate-limit";
import { readSharePageData } from "../services/share-page-data";

/**
 * GET /j/{code} and /n/{code}: the web app's page (index.html, with the headers public/_headers gives it) carrying
 * the khatm and its juz as an anonymous visitor sees them, in a JSON script element the app reads before its first
 * render. On a slow phone that saves the round trips of the code lookup and the juz list before the grid paints.
 * Without data (bad or unknown code, too many lookups) the page is served as it is and the app asks the API.
 */
export const sharePages = new Hono<ServicesBindings>()
  .use(servicesMiddleware)
  .get("/:page{[jn]}/:code", (c) => sharePage(c, c.req.param("code")))
  // Any other address under /j/ or /n/ is the app's to answer, as without the worker.
  .notFound((c) => c.env.ASSETS.fetch(c.req.raw));

async function sharePage(c: Context<ServicesBindings>, code: string): Promise<Response> {
  const [page, data] = await Promise.all([
    // A fresh request: the browser's validators would get a bodiless 304 for a page that is no longer the same.
    c.env.ASSETS.fetch(new Request(c.req.url)),
    readSharePageData(c.var.services, code, clientIp(c.req.raw)),
  ]);
  if (!page.ok || !data) return page;

  const withData = new HTMLRewriter()
    .on("div#root", {
      element(root) {
        root.after(dataElement(data), { html: true });
      },
    })
    .transform(page);
  const headers = new Headers(withData.headers);
  // The juz change by the minute: never serve this copy again without asking.
  headers.set("Cache-Control", "private, no-cache");
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(withData.body, { status: 200, headers });
}

/** JSON in a script element that never runs; "<" escaped so no name or occasion can end the element early. */
function dataElement(data: SharePageData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script id="${SHARE_PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}
