import type { ApiError } from "@khatm/schema";
import type { Context } from "hono";
import { ApiException, RateLimitedException } from "../errors";
import { requestTranslator } from "../lib/i18n";
import type { Services } from "../services/services";

/** The app's onError: an ApiException as `{ error, message, field? }` in the requester's language, anything else a 500. */
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
  console.error("Unhandled error", error);
  return c.json({ error: "INTERNAL", message: i18n.t("api.internal") } satisfies ApiError, 500);
}
