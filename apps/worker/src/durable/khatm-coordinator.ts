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
import type { Viewer } from "../services/permissions";
import { LiveSockets } from "./live-sockets";
import { liveView } from "./live-view";

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
  private readonly live = new LiveSockets(this.ctx, (khatmId, viewer) =>
    liveView(this.env, khatmId, viewer, this.version()),
  );

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
    return this.serialise(async () => {
      const outcome = await outcomeOf(() => applyJuzMutation(database(this.env.DB), mutation));
      if (outcome.ok && outcome.value.changedNumbers.length) this.afterCommit(outcome.value.changedNumbers);
      return outcome;
    });
  }

  async deleteKhatm(deletion: KhatmDeletion): Promise<Outcome<null>> {
    return this.serialise(() =>
      outcomeOf(async () => {
        await deleteKhatm(database(this.env.DB), deletion);
        this.live.deleted(this.bumpVersion());
        return null;
      }),
    );
  }

  /** Live grid (live-sockets.ts): a ticket for a viewer the worker has proven; the upgrade that redeems it. */
  async issueLiveTicket(khatmId: string, viewer: Viewer) {
    return this.live.issueTicket(khatmId, viewer);
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    return this.live.accept(url.searchParams.get("khatm") ?? "", url.searchParams.get("ticket"));
  }

  override async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    await this.live.message(socket, data);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    this.live.closed(socket, code);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.live.closed(socket, 1011);
  }

  /** Sends the change to the live sockets without holding up the mutation's answer. */
  private afterCommit(juzNumbers: number[]): void {
    const version = this.bumpVersion();
    this.ctx.waitUntil(this.live.afterCommit(version, juzNumbers));
  }

  private version(): number {
    return this.ctx.storage.kv.get<number>("version") ?? 0;
  }

  private bumpVersion(): number {
    const version = this.version() + 1;
    this.ctx.storage.kv.put("version", version);
    return version;
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
