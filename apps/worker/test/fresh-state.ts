import { applyD1Migrations, env, reset } from "cloudflare:test";
import { vi } from "vitest";

// The worker project runs its files one after another in a shared workerd (isolate: false, vitest.config.ts). Each
// file still starts as if it had a runtime of its own: every binding emptied (D1, KV and every Durable Object's
// storage), the worker's modules evaluated afresh (no isolate-wide cache from an earlier file, e.g. juz ids that a
// new D1 reuses), then the real schema: the same SQL migrations wrangler applies.
await reset();
vi.resetModules();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
