import { Hono } from "hono";
import type { AppBindings } from "../env";
import { createKhatmRoute } from "./khatms-create";
import { dedicationRoute } from "./khatms-dedication";
import { deleteKhatmRoute } from "./khatms-delete";
import { listKhatmsRoutes } from "./khatms-list";
import { listImportRoute } from "./khatms-list-import";
import { listTextRoute } from "./khatms-list-text";
import { liveRoutes } from "./khatms-live";
import { organizerRoutes } from "./khatms-organizers";
import { readKhatmRoutes } from "./khatms-read";
import { readingRoutes } from "./khatms-reading";
import { reportKhatmRoute } from "./khatms-report";
import { reserveRoutes } from "./khatms-reserve";
import { roundRoutes } from "./khatms-rounds";
import { telegramGroupRoutes } from "./khatms-telegram-groups";
import { pledgeRoutes } from "./pledges";

/**
 * Every /api/khatms endpoint. Hono tries routes in the order they are added, and "GET /khatms/:id" also matches
 * "/khatms/public"; so the lists, whose paths start with a fixed word, come first. khatms.test.ts fails otherwise.
 */
export const khatmRoutes = new Hono<AppBindings>()
  .route("/", listKhatmsRoutes)
  .route("/", createKhatmRoute)
  .route("/", readKhatmRoutes)
  .route("/", reserveRoutes)
  .route("/", pledgeRoutes)
  .route("/", reportKhatmRoute)
  .route("/", dedicationRoute)
  .route("/", listTextRoute)
  .route("/", listImportRoute)
  .route("/", liveRoutes)
  .route("/", readingRoutes)
  .route("/", roundRoutes)
  .route("/", organizerRoutes)
  .route("/", telegramGroupRoutes)
  .route("/", deleteKhatmRoute);
