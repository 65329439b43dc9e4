import { localeChunks, precompileCatalogues } from "@khatm/i18n/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const PAINTED_ROUTES = ["/", "/public", "/create", "/login", "/terms", "/privacy", "/j/$code", "/n/$code"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The pages the worker paints are in the main chunk: the browser hydrates them as soon as its scripts have
      // run, with no route chunk to wait for in between. Split off (tried for issue 27: the entry 567 -> 315 KB), a
      // tap or a choice made after the page's load event but before its chunk came was lost: React was not yet
      // listening (e2e divisions, join; bench/README.md).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (PAINTED_ROUTES.includes(routeId) ? [] : undefined),
      },
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
        rolldownOptions: { output: { codeSplitting: { groups: [localeChunks] } } },
      }
    : // One stylesheet for every page, linked by index.html: a route's own CSS arriving with its chunk would move
      // what the worker painted (a juz card's module CSS did while the painted routes were chunks of their own).
      {
        sourcemap: false,
        cssCodeSplit: false,
        // Every module the entry imports statically (the bundler's "$initial") in the entry's chunk: a painted page
        // loads one script instead of the entry and the 43 chunks it shared with the lazy routes (each a request the
        // page waited for before it went live); the lazy routes keep their own chunks, each locale's catalogue too.
        rolldownOptions: { output: { codeSplitting: { groups: [localeChunks, { name: "app", tags: ["$initial"] }] } } },
      },
  ssr: isSsrBuild ? { target: "webworker", noExternal: true, resolve: { conditions: ["browser"] } } : undefined,
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
}));
