import type { KhatmCoordinator } from "./durable/khatm-coordinator";
import type { IdentityVariables } from "./middleware/identity";

/** The worker's bindings, as wrangler.toml declares them. */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  KHATM_COORDINATOR: DurableObjectNamespace<KhatmCoordinator>;
  ASSETS: Fetcher;
  /** "outbox" (development, tests) or "resend" (production); see email/index.ts. */
  EMAIL_MODE: string;
  EMAIL_FROM: string;
  /** Secret (`wrangler secret put EMAIL_API_KEY`): the e-mail provider's API key, needed when EMAIL_MODE is "resend". */
  EMAIL_API_KEY?: string;
}

/** Every route's context: the bindings, and `c.var.identity` set for every /api request by identityMiddleware. */
export type AppBindings = { Bindings: Env; Variables: IdentityVariables };
