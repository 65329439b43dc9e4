import { Hono } from "hono";
import type { AppBindings } from "./env";
import { ApiException, handleError } from "./errors";
import { healthRoutes } from "./routes/health";

export { KhatmCoordinator } from "./durable/khatm-coordinator";

export const app = new Hono<AppBindings>().basePath("/api");

app.route("/", healthRoutes);

app.notFound(() => {
  throw new ApiException("NOT_FOUND", "No such API endpoint.");
});
app.onError(handleError);

export default app;
