import type { User } from "@khatm/schema";
import { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "@khatm/schema/headers";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { type Identity, type Viewer, viewerOf } from "../rules/permissions";
import type { Services } from "../services/services";

export type { Identity };

/** `viewer`: what `identity` proves, in the form the permission checks compare (keys hashed), worked out once. */
export type IdentityVariables = { identity: Identity; viewer: Viewer };

/** Resolves the bearer token to a user (implemented by the sessions service; null when absent, expired or revoked). */
export type SessionResolver = (
  services: Pick<Services, "db" | "now">,
  token: string,
) => Promise<{ user: User; tokenHash: string } | null>;

/** Sets `c.var.identity` and `c.var.viewer`; runs after servicesMiddleware. */
export function identityMiddleware(resolveSession: SessionResolver) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const bearer = c.req.header("Authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    const session = bearer ? await resolveSession(c.var.services, bearer) : null;
    const identity: Identity = {
      user: session?.user ?? null,
      sessionTokenHash: session?.tokenHash ?? null,
      readerKey: c.req.header(READER_KEY_HEADER) || null,
      manageKey: c.req.header(MANAGE_KEY_HEADER) || null,
    };
    c.set("identity", identity);
    c.set("viewer", await viewerOf(identity));
    await next();
  });
}
