import type { IdentityVariables } from "./middleware/identity";
import type { Services } from "./services/services";

/**
 * The worker's bindings: generated from wrangler.toml into worker-configuration.d.ts by `pnpm cf-typegen` (run it
 * after changing wrangler.toml). Only the secrets are added here: wrangler.toml lists no secrets, and both may be
 * left unset in development (wrangler.toml's [env.dev]: ./scripts/dev and the tests), where e-mail stays in the dev
 * outbox; in production an action that needs one answers 503 without it (lib/deployment.ts).
 */
export interface Env extends Cloudflare.Env {
  /** Secret (`wrangler secret put EMAIL_API_KEY`): the e-mail provider's API key; see email/index.ts. */
  EMAIL_API_KEY?: string;
  /**
   * Secret (`wrangler secret put LINK_SIGNING_SECRET`): signs the links in e-mails that act without an account (stop
   * e-mails, the operator's review links); see lib/signed-links.ts. Optional only in development.
   */
  LINK_SIGNING_SECRET?: string;
  /** "on" only for bench/cost.ts's wrangler dev (`--var COST_METER:on`): counts what operations cost (lib/cost-meter.ts). */
  COST_METER?: string;
}

/** The context of every request the worker answers itself: the bindings and `c.var.services`. */
export type ServicesBindings = { Bindings: Env; Variables: { services: Services } };

/**
 * Every API route's context: the bindings, `c.var.services` (what services need, built per request by
 * servicesMiddleware), `c.var.identity` (who is asking) and `c.var.viewer` (what that proves), set by identityMiddleware.
 */
export type AppBindings = { Bindings: Env; Variables: IdentityVariables & ServicesBindings["Variables"] };
