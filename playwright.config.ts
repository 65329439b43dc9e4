import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./e2e/support/chromium";

const port = Number(process.env.E2E_PORT ?? 8799);

// Drives Debian's chromium (no browser download) against the real app served by wrangler dev.
export default defineConfig({
  testDir: "e2e",
  // Per server: scripts/e2e runs shards side by side, and each run empties its output folder first.
  outputDir: `e2e-output/results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
    // The app's service worker (apps/web/public/sw.js) would answer navigations itself, out of page.route's sight:
    // blocked but in the specs about it (e2e/push-offline.spec.ts).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "./scripts/e2e-server",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // scripts/e2e starts a server per shard at once: on a busy 2-core machine one took up to two minutes.
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
