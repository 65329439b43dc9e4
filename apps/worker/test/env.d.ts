import type { D1Migration } from "cloudflare:test";

// The bindings tests see through `cloudflare:test` (Cloudflare.Env, generated from wrangler.toml), plus the
// migrations and wrangler.toml's own rate limits (test/limits.ts) vitest.config.ts passes in.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      WRANGLER_LIMITS: Record<string, string>;
    }
  }
}
