import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

/**
 * One instance per khatm (named by the khatm id). Every juz mutation of that khatm runs here, one at a time:
 * the in-memory queue makes check-and-set atomic even while a mutation awaits D1.
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
}
