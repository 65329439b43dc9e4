import type { ApiErrorCode } from "@khatm/schema";
import { ApiException } from "../errors";

/**
 * An RPC answer that may be a refusal. Refusals travel as data: an exception thrown across RPC loses its class,
 * and with it the API error code.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ApiErrorCode; message: string };

/** Runs `task`, answering its API refusal (ApiException) as data; any other error is thrown. */
export async function outcomeOf<T>(task: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    if (error instanceof ApiException) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** The value of an outcome, or its refusal thrown as the API error it stands for. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new ApiException(outcome.code, outcome.message);
  return outcome.value;
}
