import { defineConfig } from "vite";

/**
 * The worker's API schemas (this package's main entry, with zod), built by `pnpm build` beside the worker's code
 * (apps/worker/src/worker-schemas/, a module of its own: wrangler.toml's rules) so that a cold isolate neither parses
 * nor evaluates zod before its first request: zod and the schemas were a third of the worker's bundle, parsed at
 * every start-up though only a request that validates runs them. The worker imports this file on its first
 * validation (apps/worker/src/api-schemas.ts). One file, nothing left external: workerd resolves no package names.
 */
export default defineConfig({
  build: {
    outDir: "../../apps/worker/src/worker-schemas",
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    lib: { entry: "src/index.ts", formats: ["es"], fileName: "index" },
  },
});
