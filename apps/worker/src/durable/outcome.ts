import type { Text } from "@khatm/i18n";
import type { ApiErrorCode } from "@khatm/schema";
import { ApiException, RateLimitedException } from "../errors";

/**
 * An RPC answer that may be a refusal. Refusals travel as data: an exception thrown across RPC loses its class,
 * and with it the API error code. The refusal's text is worded by the worker that answers, in its requester's language.
 */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; code: ApiErrorCode; text: Text; field?: string; retryAfterSeconds?: number };

/** Runs `task`, answering its API refusal (ApiException) as data; any other error is thrown. */
export async function outcomeOf<T>(task: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    if (error instanceof ApiException) {
      const refusal: Outcome<T> = { ok: false, code: error.code, text: error.text };
      if (error.field) refusal.field = error.field;
      if (error instanceof RateLimitedException) refusal.retryAfterSeconds = error.retryAfterSeconds;
      return refusal;
    }
    throw error;
  }
}

/** The value of an outcome, or its refusal thrown as the API error it stands for. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.retryAfterSeconds !== undefined) throw new RateLimitedException(outcome.text, outcome.retryAfterSeconds);
  throw new ApiException(outcome.code, outcome.text, outcome.field);
}
