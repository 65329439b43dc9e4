import { Hono } from "hono";
import type { AppBindings } from "../env";
import { createAccountRoute } from "./auth-create-account";
import { logoutRoute } from "./auth-logout";
import { magicLinkRoute } from "./auth-magic-link";
import { meRoute } from "./auth-me";
import { updateProfileRoute } from "./auth-update-profile";
import { verifyRoute } from "./auth-verify";

/** Every /api/auth endpoint, one file each. */
export const authRoutes = new Hono<AppBindings>()
  .route("/", magicLinkRoute)
  .route("/", verifyRoute)
  .route("/", createAccountRoute)
  .route("/", meRoute)
  .route("/", updateProfileRoute)
  .route("/", logoutRoute);
