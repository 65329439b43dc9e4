import type { User } from "@khatm/schema";
import type { Context } from "hono";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";

/** The signed-in user of the request; answers 401 "Please log in" when the bearer session is missing or no longer valid. */
export function requireUser(c: Context<AppBindings>): User {
  const user = c.var.identity.user;
  if (!user) throw new ApiException("UNAUTHORIZED", "Please log in");
  return user;
}
