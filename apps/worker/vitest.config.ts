import { generateKeyPairSync } from "node:crypto";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineProject } from "vitest/config";
import { experimental_readRawConfig } from "wrangler";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * wrangler.toml as written: its top level (production) and its [env.dev] (development), for the tests that run the
 * worker with production's vars and check that development repeats the rest (test/production-vars.test.ts).
 */
function wranglerSections() {
  const { rawConfig } = experimental_readRawConfig({ config: root("wrangler.toml") });
  const section = ({ vars, d1_databases, kv_namespaces, durable_objects }: typeof rawConfig) => ({
    vars,
    d1_databases,
    kv_namespaces,
    durable_objects,
  });
  return { production: section(rawConfig), development: section(rawConfig.env?.dev ?? {}) };
}

/**
 * wrangler.toml's rate limits and budgets as production states them, for the tests of those limits (test/limits.ts):
 * the other tests run with some raised.
 */
function wranglerLimits(): Record<string, string> {
  const vars = wranglerSections().production.vars ?? {};
  return Object.fromEntries(
    Object.entries(vars).filter(
      (entry): entry is [string, string] =>
        /^(RATE_LIMIT|EMAIL_BUDGET)_/.test(entry[0]) && typeof entry[1] === "string",
    ),
  );
}

/**
 * A VAPID key pair of the test run's own (push/vapid.ts): push is on in the tests, towards the fake push service
 * (test/fake-push-service), the one origin beyond the real push services a subscription may name.
 */
function vapidBindings() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? "", "base64url"),
    Buffer.from(jwk.y ?? "", "base64url"),
  ]);
  return {
    VAPID_PUBLIC_KEY: point.toString("base64url"),
    VAPID_PRIVATE_KEY: jwk.d ?? "",
    VAPID_SUBJECT: "mailto:operator@khatm.test",
    PUSH_ALLOWED_ORIGINS: "https://push.fake.test",
  };
}

export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      // Development's environment ([env.dev]): the dev outbox where the tests read e-mails, the development secret.
      wrangler: { configPath: root("wrangler.toml"), environment: "dev" },
      miniflare: {
        bindings: {
          WRANGLER_SECTIONS: JSON.stringify(wranglerSections()),
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
          ...vapidBindings(),
          // The Telegram bot is on in the tests, towards the fake Bot API (test/fake-telegram-api).
          TELEGRAM_BOT_TOKEN: "123456:TEST-TOKEN",
          TELEGRAM_WEBHOOK_SECRET: "test-webhook-secret",
          TELEGRAM_BOT_USERNAME: "khatm_test_bot",
          TELEGRAM_API_URL: "https://telegram.fake.test",
        },
        // A Resend-compatible provider (test/fake-email-provider), where the worker's requests to any outside
        // address go: the effects outbox tests point EMAIL_API_URL at it.
        outboundService: "fake-email-provider",
        workers: [
          {
            name: "fake-email-provider",
            // The push service is a module of its own, which the provider's worker hands its origin's requests.
            modulesRoot: root("apps/worker/test"),
            modules: [
              { type: "ESModule", path: root("apps/worker/test/fake-email-provider/worker.js") },
              { type: "ESModule", path: root("apps/worker/test/fake-push-service/worker.js") },
              { type: "ESModule", path: root("apps/worker/test/fake-telegram-api/worker.js") },
            ],
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
