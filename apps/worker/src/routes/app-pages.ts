import { DEFAULT_LOCALE } from "@khatm/i18n";
import { type Context, Hono } from "hono";
import type { Env } from "../env";
import { requestLocale } from "../lib/i18n";
import { pageApi, whilePainting } from "../lib/page-api";
import { renderAppPage, withPaintedBody } from "../services/page-body";

/**
 * Every other page a browser asks for (wrangler.toml runs the worker first for all but the app's static files):
 * `/`, `/public` (and `?q=`), `/create`, `/login`, `/terms`, `/privacy` and the not-found page, painted by the app's
 * own components in the visitor's language (`?lang=`, the language cookie, Accept-Language) with the data they show
 * (the home page's khatms, the public list), for the app to hydrate. The pages the browser renders itself (signed-in
 * pages, links from e-mails) get the app's page as it is.
 */
export const appPages = new Hono<{ Bindings: Env }>().get("*", appPage);

async function appPage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const locale = requestLocale(c.req.raw) ?? DEFAULT_LOCALE;
  const page = { request: c.req.raw, env: c.env, ctx: c.executionCtx };
  const [shell, painted] = await Promise.all([
    // index.html, fresh: the browser's validators would get a bodiless 304 for a page that is no longer the same.
    c.env.ASSETS.fetch(new Request(new URL("/", c.req.url))),
    whilePainting(page, () => renderAppPage({ url: c.req.url, locale, api: pageApi })),
  ]);
  if (!shell.ok || !painted) return c.env.ASSETS.fetch(c.req.raw);
  const body = withPaintedBody(shell, locale, painted);
  const headers = new Headers(body.headers);
  // The lists change by the minute, and the page is in this visitor's language: never reused without asking.
  headers.set("Cache-Control", "private, no-cache");
  headers.set("Vary", "Accept-Language, Cookie");
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(body.body, { status: painted.status, headers });
}
