import type { User } from "@khatm/schema";
import { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "@khatm/schema";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";

/**
 * Who is asking, as far as the request proves it: the signed-in user (bearer session token), the browser's
 * reader key and the manage key it sent. Typed e-mails in bodies are never part of this.
 */
export interface Identity {
  user: User | null;
  sessionTokenHash: string | null;
  readerKey: string | null;
  manageKey: string | null;
}

export type IdentityVariables = { identity: Identity };

/** Resolves the bearer token to a user (implemented by the auth service; null when absent, expired or revoked). */
export type SessionResolver = (
  env: AppBindings["Bindings"],
  token: string,
) => Promise<{ user: User; tokenHash: string } | null>;

export function identityMiddleware(resolveSession: SessionResolver) {
  return createMiddleware<AppBindings & { Variables: IdentityVariables }>(async (c, next) => {
    const bearer = c.req.header("Authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    const session = bearer ? await resolveSession(c.env, bearer) : null;
    c.set("identity", {
      user: session?.user ?? null,
      sessionTokenHash: session?.tokenHash ?? null,
      readerKey: c.req.header(READER_KEY_HEADER) || null,
      manageKey: c.req.header(MANAGE_KEY_HEADER) || null,
    });
    await next();
  });
}
