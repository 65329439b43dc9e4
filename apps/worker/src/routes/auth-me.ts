import type { UserResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { requireUser } from "../middleware/require-user";

/** GET /api/auth/me (bearer) → 200 {user}; 401 "Please log in" without a valid session. */
export const meRoute = new Hono<AppBindings>().get("/auth/me", (c) =>
  c.json({ user: requireUser(c) } satisfies UserResponse),
);
