import { defineConfig } from "vitest/config";

// The one entry for every project's tests (vitest 4 replaced vitest.workspace.ts with `test.projects`).
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/worker/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/web/scripts/vitest.config.ts",
    ],
  },
});
