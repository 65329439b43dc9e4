import { Hono } from "hono";
import type { AppBindings } from "../env";
import { createKhatmRoute } from "./khatms-create";
import { deleteKhatmRoute } from "./khatms-delete";
import { listKhatmsRoutes } from "./khatms-list";
import { liveRoutes } from "./khatms-live";
import { readKhatmRoutes } from "./khatms-read";
import { reserveRoutes } from "./khatms-reserve";

/** Every /api/khatms endpoint. The lists come first: "/khatms/public" must not be read as a khatm id. */
export const khatmRoutes = new Hono<AppBindings>()
  .route("/", listKhatmsRoutes)
  .route("/", createKhatmRoute)
  .route("/", readKhatmRoutes)
  .route("/", reserveRoutes)
  .route("/", liveRoutes)
  .route("/", deleteKhatmRoute);
