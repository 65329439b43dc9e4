import type { Catalogue } from "../catalogue";
import type { AvailableLocale } from "../locales";

/**
 * Each available locale's catalogue as a dynamic import: a bundler makes one chunk per locale, so a reader downloads
 * their language only. A new locale registers its folder here (and in AVAILABLE_LOCALES).
 */
const loaders: Record<AvailableLocale, () => Promise<{ default: Catalogue }>> = {
  en: () => import("./en"),
  ar: () => import("./ar"),
  ur: () => import("./ur"),
  id: () => import("./id"),
  ms: () => import("./ms"),
  tr: () => import("./tr"),
  fr: () => import("./fr"),
  bn: () => import("./bn"),
};

export async function loadCatalogue(locale: AvailableLocale): Promise<Catalogue> {
  return (await loaders[locale]()).default;
}
