import type { MessageResponse } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { signedIn } from "../middleware/signed-in";
import { noClientLimit } from "../middleware/write-limits";
import { revokeSession } from "../services/sessions";

/** POST /api/auth/logout (bearer) → 200 {message}; the session's token stops working. 401 without a valid session. */
export const logoutRoute = new Hono<AppBindings>().post(
  "/auth/logout",
  signedIn,
  noClientLimit("it ends the caller's own session: a second call has none left to end (401)"),
  async (c) => {
    const { sessionTokenHash } = c.var.identity;
    if (sessionTokenHash) await revokeSession(c.var.services, sessionTokenHash);
    return c.json({ message: c.var.services.i18n.t("api.loggedOut") } satisfies MessageResponse);
  },
);
