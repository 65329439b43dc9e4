import type { ApiErrorCode } from "@khatm/schema";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const STATUS: Record<ApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error class of the API: thrown anywhere, answered as `{ error, message }` by `handleError`. */
export class ApiException extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiException";
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiException) {
    return c.json({ error: error.code, message: error.message }, error.status);
  }
  console.error("Unhandled error", error);
  return c.json({ error: "INTERNAL", message: "Something went wrong on our side. Please try again." }, 500);
}
