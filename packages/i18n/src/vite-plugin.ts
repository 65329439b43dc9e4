import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const NAMESPACE_FILE = /\/packages\/i18n\/src\/catalogues\/[a-z]{2}\/(?!index\.)([\w-]+)\.ts$/;

const LOCALE_FOLDER = /\/packages\/i18n\/src\/catalogues\/([a-z]{2})\//;

/**
 * The code-splitting group (rolldown's `output.codeSplitting.groups`) that gathers each locale's namespace files,
 * which `loadCatalogue` imports one by one, into one chunk named after the locale (`ar-[hash].js`): a reader
 * downloads their language in one file, and no other language.
 */
export const localeChunks = {
  name: (moduleId: string): string | null => LOCALE_FOLDER.exec(moduleId)?.[1] ?? null,
  test: LOCALE_FOLDER,
};

/**
 * Namespaces only the worker words (its API messages, activity feed and e-mails): the web app shows what the API
 * sent, already in its language, so its catalogue chunks leave these out (a reader downloads the page's words only).
 */
export const SERVER_NAMESPACES: readonly string[] = ["api", "validation", "activity", "emails", "pushes", "telegram"];

/**
 * Parses each catalogue's ICU messages at build time into the syntax trees intl-messageformat runs, so the browser
 * bundle can leave out its parser (about 7 KB gzipped; `vite.config.ts` aliases it to the parser-less build).
 * Plain texts stay strings. A namespace file is one object literal of strings, so its compiled JS is evaluated as is.
 * SERVER_NAMESPACES compile to an empty object.
 */
export function precompileCatalogues(): Plugin {
  return {
    name: "khatm-precompile-catalogues",
    enforce: "post",
    async transform(code, id) {
      const namespace = NAMESPACE_FILE.exec(id)?.[1];
      if (!namespace) return null;
      if (SERVER_NAMESPACES.includes(namespace)) return { code: "export default {};", map: null };
      const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
      const messages = ((await import(url)) as { default: Record<string, string> }).default;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [
          key,
          needsFormat(text) ? parse(text, { ignoreTag: true }) : text,
        ]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}

/** Whether a text uses ICU syntax (arguments, plurals, quoting); the translator returns the others as they are. */
export function needsFormat(text: string): boolean {
  return text.includes("{") || text.includes("'");
}
