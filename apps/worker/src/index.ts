import { text } from "@khatm/i18n";
import { Hono } from "hono";
import type { AppBindings, Env } from "./env";
import { ApiException } from "./errors";
import { servePageReadsWith } from "./lib/page-api";
import { apiBodyLimit } from "./middleware/body-limit";
import { handleError } from "./middleware/error-handler";
import { identityMiddleware } from "./middleware/identity";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { servicesMiddleware } from "./middleware/services";
import { appPages } from "./routes/app-pages";
import { authRoutes } from "./routes/auth";
import { configRoute } from "./routes/config";
import { devOutboxRoute } from "./routes/dev-outbox";
import { devPages } from "./routes/dev-outbox-page";
import { emailStopRoutes } from "./routes/email-stop";
import { healthRoutes } from "./routes/health";
import { juzRoutes } from "./routes/juzs";
import { khatmRoutes } from "./routes/khatms";
import { pushRoutes } from "./routes/push";
import { readerRoutes } from "./routes/readers";
import { reviewRoutes } from "./routes/reviews";
import { sharePages } from "./routes/share-pages";
import { telegramWebhookRoute as telegramRoutes } from "./routes/telegram-webhook";
import { runScheduled } from "./scheduled";
import { resolveSession } from "./services/sessions";

export { KhatmCoordinator } from "./durable/khatm-coordinator";
export { RateLimiter } from "./durable/rate-limiter";

export const app = new Hono<AppBindings>().basePath("/api");

app.use("*", apiSecurityHeaders);
app.use("*", apiBodyLimit);
app.use("*", servicesMiddleware);
app.use("*", identityMiddleware(resolveSession));

app.route("/", healthRoutes);
app.route("/", configRoute);
app.route("/", authRoutes);
app.route("/", devOutboxRoute);
app.route("/", khatmRoutes);
app.route("/", juzRoutes);
app.route("/", readerRoutes);
app.route("/", emailStopRoutes);
app.route("/", reviewRoutes);
app.route("/", pushRoutes);
app.route("/", telegramRoutes);

app.notFound(() => {
  throw new ApiException("NOT_FOUND", text("api.noSuchEndpoint"));
});
app.onError(handleError);
// A painted page's reads (the home page's khatms, the public list) are answered by this API, in-process.
servePageReadsWith((request, env, ctx) => app.fetch(request, env, ctx));

/**
 * wrangler.toml runs the worker first for everything but the app's static files: /api/* (the API), /j/* and /n/*
 * (the share-link pages, with their khatm in them), /dev/* (development pages: the dev outbox), and every other page
 * a browser asks for (painted by the app's components, routes/app-pages.ts). A request for any other address that
 * does not ask for a page (no HTML in its Accept header: a script, a fetch) is the API's: a JSON 404. A URL's dot
 * segments are resolved before the worker sees it (`/api/..` arrives as `/`), so that is what keeps them JSON.
 */
export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const handler = /^\/[jn]\//.test(pathname)
      ? sharePages
      : pathname.startsWith("/dev/")
        ? devPages
        : pathname !== "/api" && !pathname.startsWith("/api/") && asksForPage(request)
          ? appPages
          : app;
    return handler.fetch(request, env, ctx);
  },
  // Each khatm object delivers what its scheduled work causes itself: nothing is left for this invocation to wait for.
  async scheduled(controller, env, _ctx) {
    await runScheduled(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;

/** A browser's navigation (or a crawler's): it reads a page, and says so in its Accept header. */
function asksForPage(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("text/html") || accept.includes("*/*");
}
