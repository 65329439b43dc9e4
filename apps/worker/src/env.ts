import type { Env } from "./bindings";
import type { IdentityVariables } from "./middleware/identity";
import type { Services } from "./services/services";

export type { Env };

/** The context of every request the worker answers itself: the bindings and `c.var.services`. */
export type ServicesBindings = { Bindings: Env; Variables: { services: Services } };

/**
 * Every API route's context: the bindings, `c.var.services` (what services need, built per request by
 * servicesMiddleware), `c.var.identity` (who is asking) and `c.var.viewer` (what that proves), set by identityMiddleware.
 */
export type AppBindings = { Bindings: Env; Variables: IdentityVariables & ServicesBindings["Variables"] };
