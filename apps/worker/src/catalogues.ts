/**
 * Each locale's catalogue, loaded when a request first needs that language: the catalogues are modules of their own
 * (built by `pnpm build` into ./worker-catalogues/ beside this file, kept out of the bundle by wrangler.toml's rules),
 * so a cold isolate neither parses nor evaluates any before its first request. Like page-renderer.ts, at the module
 * root, and the path a variable, so the bundler leaves the import to workerd.
 */
import type { AvailableLocale, Catalogue } from "@khatm/i18n";

const CATALOGUES = "./worker-catalogues/index.js";

type Catalogues = typeof import("@khatm/i18n/catalogues");

let catalogues: Promise<Catalogues> | undefined;

export async function loadCatalogue(locale: AvailableLocale): Promise<Catalogue> {
  catalogues ??= import(CATALOGUES) as Promise<Catalogues>;
  return (await catalogues).loadCatalogue(locale);
}
