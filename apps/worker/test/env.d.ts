import type { D1Migration } from "cloudflare:test";

// The bindings tests see through `cloudflare:test` (Cloudflare.Env, generated from wrangler.toml), plus the
// migrations, wrangler.toml's sections (JSON: test/production-vars.test.ts) and its own rate limits (test/limits.ts)
// vitest.config.ts passes in.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      WRANGLER_SECTIONS: string;
      WRANGLER_LIMITS: Record<string, string>;
    }
  }
}
