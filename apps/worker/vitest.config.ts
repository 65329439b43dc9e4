import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineProject } from "vitest/config";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * wrangler.toml's rate limits and budgets as it states them (the first, top-level, value of each), for the tests of
 * those limits (test/limits.ts): the other tests run with some raised.
 */
function wranglerLimits(): Record<string, string> {
  const limits: Record<string, string> = {};
  for (const [, name, value] of readFileSync(root("wrangler.toml"), "utf8").matchAll(
    /^((?:RATE_LIMIT|EMAIL_BUDGET)_\w+)\s*=\s*"([^"]*)"/gm,
  )) {
    if (name && value !== undefined) limits[name] ??= value;
  }
  return limits;
}

export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: root("wrangler.toml") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(root("migrations")),
          // Test files make khatms, reservations and changes from one address far faster than anyone would; the
          // tests of these limits pass wrangler.toml's values back in (test/limits.ts).
          RATE_LIMIT_CREATE_KHATM_PER_IP: "100000/60",
          RATE_LIMIT_RESERVE_PER_IP: "100000/60",
          RATE_LIMIT_PROGRESS_PER_IP: "100000/60",
          RATE_LIMIT_CANCEL_PER_IP: "100000/60",
          RATE_LIMIT_LIST_IMPORT_PER_IP: "100000/60",
          RATE_LIMIT_CHANGE_PER_IP: "100000/60",
          RATE_LIMIT_LIVE_TICKET_PER_IP: "100000/60",
          WRANGLER_LIMITS: wranglerLimits(),
        },
        // A Resend-compatible provider (test/fake-email-provider), where the worker's requests to any outside
        // address go: the effects outbox tests point EMAIL_API_URL at it.
        outboundService: "fake-email-provider",
        workers: [
          {
            name: "fake-email-provider",
            modules: true,
            scriptPath: root("apps/worker/test/fake-email-provider/worker.js"),
            compatibilityDate: "2025-09-01",
          },
        ],
      },
    })),
  ],
  test: {
    name: "worker",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/fresh-state.ts"],
    // One workerd per vitest worker, running file after file, instead of a new one for each of ~150 files: starting
    // a runtime and loading the worker into it cost about 6 s of CPU per file, most of the suite on a 2-core machine.
    // test/fresh-state.ts empties every binding and reloads the worker's modules before each file, so a file sees
    // what it saw in a runtime of its own.
    isolate: false,
    // Files run two at a time (the root config's maxWorkers) on machines shared with other work; a test that takes
    // a second alone can take several then. Performance goals are benchmarks (bench/), never test timeouts.
    testTimeout: 20_000,
  },
});
