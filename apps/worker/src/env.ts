import type { KhatmCoordinator } from "./durable/khatm-coordinator";

/** The worker's bindings, as wrangler.toml declares them. */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  KHATM_COORDINATOR: DurableObjectNamespace<KhatmCoordinator>;
  ASSETS: Fetcher;
  EMAIL_MODE: string;
  EMAIL_FROM: string;
}

export type AppBindings = { Bindings: Env };
