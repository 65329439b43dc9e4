/**
 * The web app's page renderer (apps/web/src/ssr, built by `pnpm build` into ./web-ssr/ beside this file), loaded on
 * the first page painted instead of at start-up: most requests (the API) never render, and a cold isolate would pay
 * for parsing it before its first byte. wrangler.toml keeps ./web-ssr/ as modules of their own
 * (find_additional_modules), so workerd evaluates them only here. This file sits at the module root because the
 * path is resolved from the bundle's entry once deployed and from this file in tests; a variable, so the bundler
 * leaves the import to workerd.
 */
const RENDERER = "./web-ssr/render-page.js";

export type PageRenderer = typeof import("@khatm/web/ssr");

export function loadPageRenderer(): Promise<PageRenderer> {
  return import(RENDERER);
}
