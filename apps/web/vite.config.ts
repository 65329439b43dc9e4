import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { preactAliases } from "./preact-aliases";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The share-link pages are in the main chunk: one round trip fewer before a reader sees the khatm, for a little
      // more on the home page (figures in bench/README.md).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === "/j/$code" || routeId === "/n/$code" ? [] : undefined),
      },
    }),
    react(),
  ],
  resolve: { alias: preactAliases },
  server: {
    // `pnpm --filter @khatm/web dev` proxies the API to a running `wrangler dev`.
    proxy: { "/api": "http://localhost:8787" },
  },
  build: { sourcemap: false },
});
