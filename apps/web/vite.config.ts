import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The share-link pages are in the main chunk: one round trip fewer before a reader sees the khatm (largest
      // paint 2.75 -> 2.45 s in Lighthouse), for 5 KB more on the home page (bench/README.md).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === "/j/$code" || routeId === "/n/$code" ? [] : undefined),
      },
    }),
    react(),
  ],
  server: {
    // `pnpm --filter @khatm/web dev` proxies the API to a running `wrangler dev`.
    proxy: { "/api": "http://localhost:8787" },
  },
  build: { sourcemap: false },
});
