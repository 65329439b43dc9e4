import type { AsyncLocalStorage } from "node:async_hooks";
import type { ExecutionContext } from "hono";
import type { Env } from "../bindings";

type ApiFetch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

interface PageRequest {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
}

let api: ApiFetch | null = null;

/**
 * The page requests being painted, made on the first paint: node:async_hooks is workerd's module (wrangler.toml's
 * `nodejs_als`), whose evaluation a start-up would pay before every request, most of which paint nothing. One
 * instance for the isolate's life, so every render finds its own request in it.
 */
let pageRequests: AsyncLocalStorage<PageRequest> | undefined;
let madePageRequests: Promise<AsyncLocalStorage<PageRequest>> | undefined;

/** The worker's entry hands over its API (the Hono app under /api) once, at start-up. */
export function servePageReadsWith(fetchApi: ApiFetch): void {
  api = fetchApi;
}

function current(): PageRequest {
  const request = pageRequests?.getStore();
  if (!request) throw new Error("an API read outside of a page's render");
  return request;
}

/**
 * The API as a page's render reads it (the home page's khatms, the public list): the worker's own, in-process (no
 * subrequest, nothing billed twice), as a visitor holding nothing: of the page request only the client's address goes
 * along, so rate limits count the visitor. The page renderer keeps one API for every render (apps/web's api-client),
 * so each read finds its page request through AsyncLocalStorage, never through a variable another request could
 * have set meanwhile.
 */
export const pageApi = {
  get origin(): string {
    return new URL(current().request.url).origin;
  },
  async fetch(request: Request): Promise<Response> {
    const page = current();
    if (!api) throw new Error("the worker's entry has not handed over its API");
    const ip = page.request.headers.get("CF-Connecting-IP");
    if (ip) request.headers.set("CF-Connecting-IP", ip);
    return api(request, page.env, page.ctx);
  },
};

/** Runs a page's render with its request, for pageApi's reads. */
export async function whilePainting<T>(page: PageRequest, render: () => Promise<T>): Promise<T> {
  madePageRequests ??= import("node:async_hooks").then(({ AsyncLocalStorage }) => new AsyncLocalStorage<PageRequest>());
  pageRequests = await madePageRequests;
  return pageRequests.run(page, render);
}
