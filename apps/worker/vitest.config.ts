import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineProject } from "vitest/config";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: root("wrangler.toml") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(root("migrations")),
          // Test files make khatms and reservations from one address far faster than anyone would; the tests of
          // these limits pass wrangler.toml's values back in (test/limits.ts).
          RATE_LIMIT_CREATE_KHATM_PER_IP: "100000/60",
          RATE_LIMIT_RESERVE_PER_IP: "100000/60",
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
    setupFiles: ["./test/apply-migrations.ts"],
  },
});
