import type { UserResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { signedIn } from "../middleware/signed-in";

/** GET /api/auth/me (bearer) → 200 {user}; 401 "Please log in" without a valid session. */
export const meRoute = new Hono<AppBindings>().get("/auth/me", signedIn, (c) =>
  c.json({ user: c.var.user } satisfies UserResponse),
);
