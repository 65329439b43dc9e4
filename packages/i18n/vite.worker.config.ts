import { defineConfig } from "vite";
import { localeChunks } from "./src/vite-plugin";

/**
 * The worker's catalogues (all namespaces, ICU text as written), built by `pnpm build` beside the worker's code
 * (apps/worker/src/worker-catalogues/, modules of their own: wrangler.toml's rules) with one file per locale, so a
 * cold isolate parses no catalogue at start-up and later only the languages it speaks (apps/worker/src/catalogues.ts).
 * English stays in the worker's bundle: its API errors are worded in it (apps/worker/src/lib/english.ts).
 */
export default defineConfig({
  build: {
    outDir: "../../apps/worker/src/worker-catalogues",
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    lib: { entry: "src/catalogues/index.ts", formats: ["es"], fileName: "index" },
    rolldownOptions: { output: { codeSplitting: { groups: [localeChunks] }, chunkFileNames: "[name]-[hash].js" } },
  },
});
