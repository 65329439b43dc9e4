import { appendFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * The pages a share link or the home page opens, and the route module each one renders. Their code is split per
 * route, so a browser learns what to fetch only after the main script has run; Link headers let it fetch all of it
 * with the page (and Cloudflare turns them into 103 Early Hints).
 */
export const landingRoutes: Record<string, string> = {
  "/": "src/routes/index.tsx",
  "/j/*": "src/routes/j.$code.tsx",
  "/n/*": "src/routes/n.$code.tsx",
};

interface BundleChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}
type BundleItem = BundleChunk | { type: "asset"; fileName: string };

/** Every file a chunk needs before it runs: its static imports, theirs, and the stylesheets they bring. */
function staticClosure(bundle: Record<string, BundleItem>, start: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== "chunk" || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return { scripts, styles };
}

/** Appends a Link header per landing route to the `_headers` file copied from `public/`. */
export function routePreloadHeaders(): Plugin {
  let config: ResolvedConfig;
  let rules = "";
  return {
    name: "khatm:route-preload-headers",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const items = bundle as unknown as Record<string, BundleItem>;
      const chunks = Object.values(items).filter((item): item is BundleChunk => item.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error("no entry chunk");
      // The main script and stylesheet come first: links are fetched in order, and the page needs them most.
      // `crossorigin` on stylesheets as on Vite's own <link>s: a preload only serves a request of the same CORS mode.
      const main = staticClosure(items, entry.fileName);
      const mainLinks = [
        ...[...main.scripts].map((file) => `</${file}>; rel=modulepreload`),
        ...[...main.styles].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ];
      rules = "";
      for (const [pattern, routeFile] of Object.entries(landingRoutes)) {
        const routeId = join(config.root, routeFile);
        const routeChunks = chunks.filter((chunk) => chunk.facadeModuleId?.split("?")[0] === routeId);
        if (routeChunks.length === 0) this.error(`no chunk for ${routeFile}`);
        const links = new Set(mainLinks);
        for (const routeChunk of routeChunks) {
          const { scripts, styles } = staticClosure(items, routeChunk.fileName);
          for (const file of scripts) links.add(`</${file}>; rel=modulepreload`);
          for (const file of styles) links.add(`</${file}>; rel=preload; as=style; crossorigin`);
        }
        // One Link line per file: Cloudflare joins repeated headers, and caps each line at 2,000 characters.
        rules += `\n${pattern}\n${[...links].map((link) => `  Link: ${link}\n`).join("")}`;
      }
    },
    writeBundle() {
      appendFileSync(join(config.build.outDir, "_headers"), `\n# Written by apps/web/build/route-preload-headers.ts.${rules}`);
    },
  };
}
