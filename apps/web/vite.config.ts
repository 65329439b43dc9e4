import { precompileCatalogues } from "@khatm/i18n/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: "react",
      // Every route its own chunk, the painted ones too: a share link loads the entry (React, the router, Mantine) and
      // its own page's code, not the home page's or the create form's; main.tsx loads it before hydrating.
      autoCodeSplitting: true,
    }),
    react(),
    precompileCatalogues(),
  ],
  resolve: {
    // The catalogues come parsed (precompileCatalogues): the browser needs no ICU parser.
    alias: { "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js" },
  },
  server: {
    // `pnpm --filter @khatm/web dev` proxies the API to a running `wrangler dev`.
    proxy: { "/api": "http://localhost:8787" },
  },
  build: isSsrBuild
    ? // The page renderer the worker imports (src/ssr/render-page.tsx), from the browser's builds of every library, so
      // the worker renders what the browser hydrates. Split (Vite does not split a webworker SSR build by default): each
      // locale's catalogue is a chunk of its own, which the worker loads only when a page is painted in that language.
      {
        outDir: "../worker/src/web-ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        rolldownOptions: { output: { codeSplitting: true } },
      }
    : // One stylesheet for every page, linked by index.html: the worker paints a page before its route's chunk loads,
      // and a route's own CSS arriving with that chunk would move what is painted (a juz card's module CSS did).
      { sourcemap: false, cssCodeSplit: false },
  ssr: isSsrBuild ? { target: "webworker", noExternal: true, resolve: { conditions: ["browser"] } } : undefined,
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
}));
