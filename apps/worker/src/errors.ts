import type { ApiError, ApiErrorCode } from "@khatm/schema";
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

/**
 * The one error class of the API: thrown anywhere, answered as `{ error, message, field? }` by `handleError`.
 * `field` names the request field at fault (its path, e.g. "juzNumbers.0") when there is one.
 */
export class ApiException extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiException";
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

/**
 * A 400 about one field, `field` being its path ("juzNumbers.0"). The message says which field it is about: as
 * written when it names the field already ("Name is required" for name, "Juz numbers must be..." for juzNumbers.0),
 * otherwise with the path in front ("creatorEmail: Please enter a valid email address", "count: Invalid input").
 */
export function fieldError(field: string, message: string): ApiException {
  const name =
    field
      .split(".")
      .reverse()
      .find((segment) => !/^\d+$/.test(segment)) ?? field;
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
  const named = letters(message).includes(letters(name));
  return new ApiException("BAD_REQUEST", named ? message : `${field}: ${message}`, field);
}

export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiException) {
    const answer: ApiError = { error: error.code, message: error.message };
    if (error.field) answer.field = error.field;
    return c.json(answer, error.status);
  }
  console.error("Unhandled error", error);
  return c.json(
    { error: "INTERNAL", message: "Something went wrong on our side. Please try again." } satisfies ApiError,
    500,
  );
}
