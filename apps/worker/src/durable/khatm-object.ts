import type { Env } from "../bindings";
import type { Viewer } from "../rules/permissions";
import type { KhatmCoordinator } from "./khatm-coordinator";
import { unwrap } from "./outcome";

/**
 * The worker's door to a khatm's Durable Object: its stub, and what its calls take and answer. Routes and services
 * reach the object only through this module (dependency-cruiser checks it, .dependency-cruiser.cjs); it imports the
 * object's class as a type only, so a module below the object (a next round's creation) can call another khatm's
 * object without importing the object itself.
 */
export function khatmCoordinator(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string) {
  return env.KHATM_COORDINATOR.get(env.KHATM_COORDINATOR.idFromName(khatmId));
}

/** What `viewer` may see of the khatm, read from its object (404 unknown or deleted). */
export async function readKhatmView(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string, viewer: Viewer) {
  return unwrap(await khatmCoordinator(env, khatmId).viewFor(viewer));
}

export { type Outcome, unwrap } from "./outcome";
export type { MutationRequest, PartMutation, PartMutationResult } from "./part-mutations";
export type { PledgeChange, PledgeResult } from "./pledges";
export type { KhatmCoordinator };
