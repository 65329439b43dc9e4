import { text } from "@khatm/i18n";
import type { User } from "@khatm/schema";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";

/**
 * For endpoints of the signed-in user only: answers 401 "Please log in" when the bearer session is missing or no
 * longer valid, before anything else is looked at; otherwise sets `c.var.user`.
 */
export const signedIn = createMiddleware<AppBindings & { Variables: { user: User } }>(async (c, next) => {
  const { user } = c.var.identity;
  if (!user) throw new ApiException("UNAUTHORIZED", text("api.pleaseLogIn"));
  c.set("user", user);
  await next();
});
