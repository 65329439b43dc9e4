import { Hono } from "hono";
import type { AppBindings } from "./env";
import { ApiException, handleError } from "./errors";
import { apiBodyLimit } from "./middleware/body-limit";
import { identityMiddleware } from "./middleware/identity";
import { healthRoutes } from "./routes/health";
import { resolveSession } from "./services/sessions";

export { KhatmCoordinator } from "./durable/khatm-coordinator";
export { RateLimiter } from "./durable/rate-limiter";

export const app = new Hono<AppBindings>().basePath("/api");

app.use("*", apiBodyLimit);
app.use("*", identityMiddleware(resolveSession));

app.route("/", healthRoutes);

app.notFound(() => {
  throw new ApiException("NOT_FOUND", "No such API endpoint.");
});
app.onError(handleError);

export default app;
