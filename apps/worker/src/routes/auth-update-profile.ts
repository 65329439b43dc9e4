import type { UserResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { signedIn } from "../middleware/signed-in";
import { limitPerClient } from "../middleware/write-limits";
import { updateProfile } from "../services/users";

/**
 * POST /api/auth/update-profile (bearer) {name, country, locale?} → 200 {user}. Empty fields clear the value; an
 * absent locale keeps the stored one.
 * 401 without a valid session (checked before the body, so strangers learn nothing from validation); 400 too long.
 */
export const updateProfileRoute = new Hono<AppBindings>().post(
  "/auth/update-profile",
  signedIn,
  validate("json", (schemas) => schemas.updateProfileRequestSchema),
  limitPerClient("changePerIp"),
  async (c) => {
    const user = await updateProfile(c.var.services, c.var.user.id, c.req.valid("json"));
    return c.json({ user } satisfies UserResponse);
  },
);
