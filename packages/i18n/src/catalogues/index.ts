import type { Catalogue, Namespace } from "../catalogue";
import type { AvailableLocale } from "../locales";

/**
 * Every namespace: a locale's catalogue is the file of each in its folder (`<locale>/<namespace>.ts`), so this list
 * is the only one, whatever the number of locales. English's index (`en/index.ts`) names the same files statically
 * for the code that needs English at once (the worker's API errors, tests); catalogues.test.ts checks the two agree.
 */
const NAMESPACES = [
  "abuse",
  "account",
  "activity",
  "api",
  "auth",
  "common",
  "create",
  "dashboard",
  "emails",
  "finishBy",
  "forms",
  "home",
  "join",
  "khatm",
  "layout",
  "legal",
  "myKhatms",
  "myReservations",
  "notifications",
  "organizers",
  "parts",
  "preview",
  "publicList",
  "pushes",
  "recitation",
  "share",
  "telegram",
  "telegramGroups",
  "titles",
  "toasts",
  "together",
  "validation",
] as const satisfies readonly Namespace[];

/**
 * A locale's catalogue, its namespace files imported on first use. The import's path is a template, so every bundler
 * run by Vite makes it a lazy import of each `<locale>/<namespace>.ts`, which `localeChunks` (../vite-plugin.ts) puts
 * in one chunk per locale: a reader downloads their language only, in one file. Node (tests, e2e, benches)
 * imports the files as they are.
 */
export async function loadCatalogue(locale: AvailableLocale): Promise<Catalogue> {
  const modules = await Promise.all(
    NAMESPACES.map((namespace) => import(`./${locale}/${namespace}.ts`) as Promise<{ default: object }>),
  );
  return Object.fromEntries(NAMESPACES.map((namespace, index) => [namespace, modules[index]?.default])) as Catalogue;
}
