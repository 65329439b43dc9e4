import { ApiRequestError } from "../../lib/api-client";

/** The server's own message of a failed call (without the status), else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.detail ? error.detail : fallback;
}
