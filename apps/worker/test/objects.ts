// Waiting for what a khatm's object started after answering, as waitOnExecutionContext waits for a worker's waitUntil.
import { runInDurableObject } from "cloudflare:test";
import type { Env } from "../src/bindings";

/**
 * `base` with its khatm objects' namespace watched: `settled()` resolves once every object reached through it has
 * finished the deliveries its changes started (the e-mails, a next round), so a test reads the outbox after them.
 * It only waits: it delivers nothing itself, so an object that did not start a delivery is seen not to have.
 */
export function watchingObjects(base: Env): { env: Env; settled: () => Promise<void> } {
  const namespace = base.KHATM_COORDINATOR;
  const reached = new Map<string, DurableObjectId>();
  const watched = new Proxy(namespace, {
    get(target, property) {
      if (property === "get") {
        return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => {
          reached.set(id.toString(), id);
          return target.get(id, options);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    env: { ...base, KHATM_COORDINATOR: watched },
    async settled() {
      for (const id of reached.values()) {
        await runInDurableObject(namespace.get(id), (instance) => instance.effects.idle());
      }
    },
  };
}
