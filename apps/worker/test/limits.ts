// Shared by the tests of rate limits: the bindings with wrangler.toml's limits, which the worker tests' config
// raises for every other test (vitest.config.ts).
import { env } from "cloudflare:test";
import type { Env } from "../src/env";

/** The test bindings with every rate limit and budget as wrangler.toml states it, and `overrides`. */
export function withWranglerLimits(overrides: Partial<Env> = {}): Env {
  return { ...env, ...env.WRANGLER_LIMITS, ...overrides };
}

/** A limit's "<hits>/<seconds>" in wrangler.toml, read as numbers. */
export function wranglerLimit(variable: keyof Env): { hits: number; seconds: number } {
  const [hits, seconds] = String(env.WRANGLER_LIMITS[variable] ?? "")
    .split("/")
    .map(Number);
  if (!hits || !seconds) throw new Error(`wrangler.toml states no limit ${variable}`);
  return { hits, seconds };
}
