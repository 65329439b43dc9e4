import type { ApiError } from "@khatm/schema";
import type { Context } from "hono";
import { ApiException, RateLimitedException } from "../errors";
import { MissingConfiguration } from "../lib/deployment";
import { requestTranslator } from "../lib/i18n";
import type { Services } from "../services/services";

/**
 * The app's onError: an ApiException as `{ error, message, field? }` in the requester's language, a setting the
 * deployment lacks as a 503, anything else a 500.
 */
export async function handleError(error: unknown, c: Context): Promise<Response> {
  // An error before the services middleware (the body limit) finds the requester's language itself.
  const services: Services | undefined = c.get("services");
  const i18n = services?.i18n ?? (await requestTranslator(c.req.raw));
  if (error instanceof ApiException) {
    const answer: ApiError = { error: error.code, message: error.messageIn(i18n) };
    if (error.field) answer.field = error.field;
    if (error instanceof RateLimitedException) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(answer, error.status);
  }
  if (error instanceof MissingConfiguration) {
    // The operator reads the setting's name in the log; the requester learns only that e-mail is not set up.
    console.error(error.message);
    return c.json({ error: "UNAVAILABLE", message: i18n.t("api.emailUnavailable") } satisfies ApiError, 503);
  }
  console.error("Unhandled error", error);
  return c.json({ error: "INTERNAL", message: i18n.t("api.internal") } satisfies ApiError, 500);
}
