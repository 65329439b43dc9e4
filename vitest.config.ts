import { defineConfig } from "vitest/config";

// The one entry for every project's tests (vitest 4 replaced vitest.workspace.ts with `test.projects`).
export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core free (one worker on a 2-core machine), but a worker
    // file's time is split between vitest's process and its workerd, so a second file in flight fills the gaps.
    maxWorkers: "100%",
    projects: [
      "packages/*/vitest.config.ts",
      "apps/worker/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/web/scripts/vitest.config.ts",
      "docs/vitest.config.ts",
    ],
  },
});
