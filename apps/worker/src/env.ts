import type { LiveKhatmCoordinator } from "./durable/live-coordinator";
import type { RateLimiter } from "./durable/rate-limiter";
import type { IdentityVariables } from "./middleware/identity";

/** The worker's bindings, as wrangler.toml declares them. */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  KHATM_COORDINATOR: DurableObjectNamespace<LiveKhatmCoordinator>;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  ASSETS: Fetcher;
  /** "outbox" (development, tests) or "resend" (production); see email/index.ts. */
  EMAIL_MODE: string;
  EMAIL_FROM: string;
  /** Secret (`wrangler secret put EMAIL_API_KEY`): the e-mail provider's API key, needed when EMAIL_MODE is "resend". */
  EMAIL_API_KEY?: string;
  /**
   * Optional: the site's public origin (e.g. "https://khatms.example") for links in e-mails. Without it links use
   * the request's origin, which is right whenever the worker serves the site itself.
   */
  APP_ORIGIN?: string;
  /** Rate limits, each "<hits>/<seconds>"; see services/rate-limit.ts. */
  RATE_LIMIT_MAGIC_LINK_PER_EMAIL: string;
  RATE_LIMIT_MAGIC_LINK_PER_IP: string;
  RATE_LIMIT_CREATE_ACCOUNT_PER_IP: string;
  RATE_LIMIT_CODE_LOOKUP_PER_IP: string;
}

/** Every route's context: the bindings, and `c.var.identity` set for every /api request by identityMiddleware. */
export type AppBindings = { Bindings: Env; Variables: IdentityVariables };
