import { DurableObject } from "cloudflare:workers";
import type { ApiErrorCode } from "@khatm/schema";
import { database } from "../db/client";
import type { Env } from "../env";
import { ApiException } from "../errors";
import {
  applyJuzMutation,
  deleteKhatm,
  type JuzMutation,
  type JuzMutationResult,
  type KhatmDeletion,
} from "../services/juz-mutations";

/**
 * An RPC answer that may be a refusal. Refusals travel as data: an exception thrown across RPC loses its class,
 * and with it the API error code.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ApiErrorCode; message: string };

/**
 * One instance per khatm (named by the khatm id). Every juz mutation of that khatm, and its deletion, runs here,
 * one at a time: the in-memory queue makes read-check-write atomic even while a mutation awaits D1 (the input
 * gate alone would let another request in during those awaits).
 */
export class KhatmCoordinator extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every mutation queued before it has finished. */
  protected serialise<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task, task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  async ping(): Promise<string> {
    return this.serialise(async () => "ok");
  }

  async mutateJuzs(mutation: JuzMutation): Promise<Outcome<JuzMutationResult>> {
    return this.serialise(() => outcomeOf(() => applyJuzMutation(database(this.env.DB), mutation)));
  }

  async deleteKhatm(deletion: KhatmDeletion): Promise<Outcome<null>> {
    return this.serialise(() =>
      outcomeOf(async () => {
        await deleteKhatm(database(this.env.DB), deletion);
        return null;
      }),
    );
  }
}

async function outcomeOf<T>(task: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    if (error instanceof ApiException) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** The coordinator of one khatm. */
export function khatmCoordinator(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string) {
  return env.KHATM_COORDINATOR.get(env.KHATM_COORDINATOR.idFromName(khatmId));
}

/** The value of an outcome, or its refusal thrown as the API error it stands for. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new ApiException(outcome.code, outcome.message);
  return outcome.value;
}
