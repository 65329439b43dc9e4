import { renderText, type Text, type Translator, text } from "@khatm/i18n";
import type { ApiErrorCode } from "@khatm/schema";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { english } from "./lib/english";

const STATUS: Record<ApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * The one error class of the API: thrown anywhere, answered as `{ error, message, field? }` by `handleError`
 * (middleware/error-handler.ts), the
 * message worded in the requester's language from `text` (`message` holds the English, for logs).
 * `field` names the request field at fault (its path, e.g. "juzNumbers.0") when there is one.
 */
export class ApiException extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly text: Text,
    readonly field?: string,
  ) {
    super(renderText(english, text));
    this.name = "ApiException";
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }

  /** The message as `i18n`'s reader reads it. */
  messageIn(i18n: Translator): string {
    return renderText(i18n, this.text);
  }
}

/**
 * A 429: the refusal of a limit, with the whole seconds until it allows again (at least 1), answered as the
 * `Retry-After` header so a client or a crawler knows when to come back instead of guessing.
 */
export class RateLimitedException extends ApiException {
  constructor(
    text: Text,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", text);
  }
}

/**
 * A 400 about one field, `field` being its path ("juzNumbers.0"). The message says which field it is about: as
 * written when it names the field already ("Name is required" for name, "Juz numbers must be..." for juzNumbers.0),
 * otherwise with the path in front ("creatorEmail: Please enter a valid email address", "count: Invalid input").
 * Whether it names it is read in English, the language of the field names; every language then words it alike.
 */
export function fieldError(field: string, message: Text): ApiException {
  const name =
    field
      .split(".")
      .reverse()
      .find((segment) => !/^\d+$/.test(segment)) ?? field;
  const letters = (words: string) => words.toLowerCase().replace(/[^a-z]/g, "");
  const named = letters(renderText(english, message)).includes(letters(name));
  return new ApiException("BAD_REQUEST", named ? message : text("api.fieldMessage", { field, message }), field);
}
