import { DurableObject } from "cloudflare:workers";
import { type AvailableLocale, text } from "@khatm/i18n";
import type { Activity } from "@khatm/schema";
import type { Env } from "../env";
import { ApiException } from "../errors";
import { applyJuzMutation, type JuzMutation, type JuzMutationResult } from "../services/juz-mutations";
import type { Viewer } from "../services/permissions";
import { markSynced, pendingSync, writeIndex } from "./index-sync";
import { applyDedication, applyDeletion, type DedicationChange, type KhatmDeletion } from "./khatm-settings";
import {
  hasTables,
  importSnapshot,
  migrateStore,
  openStore,
  readIndexSnapshot,
  type Store,
  storedKhatm,
} from "./khatm-store";
import { activitiesOf, type KhatmView, viewOf } from "./khatm-view";
import { applyListingChange, type ListingChange, type ListingChangeResult } from "./listing-changes";
import { type Outcome, outcomeOf, unwrap } from "./outcome";
import { noteJuzChange } from "./reading-schedule-store";
import { SyncSchedule } from "./sync-schedule";

export type { KhatmDeletion } from "./khatm-settings";
export { type Outcome, unwrap };

/**
 * One instance per khatm (named by the khatm id), holding the truth about it in its SQLite storage: juz, reader
 * grants, activity, counts and a version that only grows. Each change is one synchronous transaction (nothing else
 * can run in between); D1 is the cross-khatm index, written after the commit from the durable outbox (index-sync.ts;
 * sync-schedule.ts says when), so a reader's change is kept even while D1 is unavailable, and a burst of changes is
 * one write.
 * A list that must show a browser's own changes asks for the write first (middleware/read-after-writes.ts).
 */
export class KhatmCoordinator extends DurableObject<Env> {
  protected readonly db: Store = openStore(this.ctx.storage);
  private state: "unknown" | "ready" = "unknown";
  private syncing: Promise<void> = Promise.resolve();
  private readonly schedule = new SyncSchedule(this.ctx.storage, () => this.syncIndex());

  /** The view of one viewer (see khatm-view.ts); what the khatm's GET answers give. */
  async viewFor(viewer: Viewer): Promise<Outcome<KhatmView>> {
    return outcomeOf(async () => {
      await this.open();
      const view = viewOf(this.db, viewer);
      if (!view) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
      return view;
    });
  }

  async activitiesFor(viewer: Viewer, limit: number, locale: AvailableLocale): Promise<Outcome<Activity[]>> {
    return outcomeOf(async () => {
      await this.open();
      return activitiesOf(this.db, viewer, limit, locale);
    });
  }

  async mutateJuzs(mutation: JuzMutation): Promise<Outcome<JuzMutationResult>> {
    return outcomeOf(async () => {
      await this.open();
      const before = storedKhatm(this.db)?.version;
      const result = this.db.transaction(() => {
        const done = applyJuzMutation(this.db, mutation);
        noteJuzChange(this.db, mutation, done);
        return done;
      });
      if (result.khatm.version === before) return result;
      await this.committed(result.khatm.version);
      return result;
    });
  }

  /** Confirms its creator, records a report or applies the operator's review (listing-changes.ts). */
  async changeListing(change: ListingChange): Promise<Outcome<ListingChangeResult>> {
    return outcomeOf(async () => {
      await this.open();
      const result = this.db.transaction(() => applyListingChange(this.db, change));
      if (result.committedVersion !== null) await this.committed(result.committedVersion);
      return result;
    });
  }

  /** Sets the khatm's dedication (its proven creator only); answers the khatm as the creator now sees it. */
  async setDedication(change: DedicationChange): Promise<Outcome<KhatmView>> {
    return outcomeOf(async () => {
      await this.open();
      const { version, changed } = this.db.transaction(() => applyDedication(this.db, change));
      if (changed) await this.committed(version);
      return unwrap(await this.viewFor(change.viewer));
    });
  }

  /** Deletes the khatm (its proven creator only): its object keeps a tombstone until D1's rows are gone. */
  async deleteKhatm(deletion: KhatmDeletion): Promise<Outcome<null>> {
    return outcomeOf(async () => {
      await this.open();
      const version = this.db.transaction(() => applyDeletion(this.db, deletion));
      await this.committed(version);
      // The khatm leaves the lists before the answer: a deletion is rare, and nothing may still link to it.
      await this.syncIndex();
      return null;
    });
  }

  /** Writes what D1's index has not received yet, one sync at a time; on failure, re-arms with backoff. */
  async syncIndex(): Promise<void> {
    const sync = this.syncing.then(() => this.syncOnce());
    // A sync that threw must not stop every later one from running.
    this.syncing = sync.catch(() => {});
    return sync;
  }

  override async alarm(): Promise<void> {
    await this.syncIndex();
  }

  /**
   * Called after every committed change with the khatm's new version, before the change's answer leaves.
   * Subclass hook (the live grid overrides it); the index sync is armed before it runs.
   */
  protected async afterCommit(_version: number): Promise<void> {}

  /**
   * After every committed change, before its answer leaves: the sync of D1's index is scheduled (a timer, with the
   * durable fallback alarm armed unless it is already), then the sockets hear of it. The index write is not waited
   * for: the answer names the khatm, and the browser's own lists ask for the write first (read-after-writes). If D1
   * is down the change is kept and the alarm retries with backoff.
   */
  protected async committed(version: number): Promise<void> {
    await this.schedule.committed();
    await this.afterCommit(version);
  }

  private async syncOnce(): Promise<void> {
    // Asking SQLite's schema whether the tables exist cost more than the sync's own reads: an open object has them.
    if (this.state !== "ready" && !hasTables(this.ctx.storage)) return;
    const pending = pendingSync(this.db);
    if (!pending) return;
    try {
      await writeIndex(this.env.DB, pending);
      this.schedule.succeeded();
    } catch (error) {
      const attempt = await this.schedule.failed();
      console.error(`Index sync of khatm ${pending.khatm.id} failed (attempt ${attempt})`, error);
      return;
    }
    if (pending.khatm.deleted) {
      // D1 no longer has the khatm, so nothing can move it back in: the object forgets it entirely.
      await this.ctx.storage.deleteAll();
      this.state = "unknown";
      return;
    }
    markSynced(this.db, pending);
    if (pendingSync(this.db)) this.schedule.soon();
  }

  /** Makes sure the object holds its khatm: migrates its storage, or moves the khatm in from D1 on first touch. */
  protected async open(): Promise<void> {
    if (this.state === "ready") return;
    // Nothing is written for an id D1 does not know, so probing ids leaves no storage behind. (A throw inside
    // blockConcurrencyWhile would reset the object: the refusal is thrown after it.)
    const found = await this.ctx.blockConcurrencyWhile(async () => {
      if (this.state === "ready") return true;
      if (!hasTables(this.ctx.storage)) {
        const snapshot = await readIndexSnapshot(this.env.DB, this.khatmId());
        if (!snapshot) return false;
        await migrateStore(this.db);
        importSnapshot(this.db, snapshot);
        if (storedKhatm(this.db)?.legacyActivities) await this.schedule.committed();
      } else {
        await migrateStore(this.db);
      }
      this.state = "ready";
      return true;
    });
    if (!found) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
  }

  private khatmId(): string {
    const { name } = this.ctx.id;
    if (!name) throw new Error("A khatm's coordinator is addressed by the khatm id (idFromName)");
    return name;
  }
}

/** The coordinator of one khatm. */
export function khatmCoordinator(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string) {
  return env.KHATM_COORDINATOR.get(env.KHATM_COORDINATOR.idFromName(khatmId));
}

/** What `viewer` may see of the khatm, read from its object (404 unknown or deleted). */
export async function readKhatmView(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string, viewer: Viewer) {
  return unwrap(await khatmCoordinator(env, khatmId).viewFor(viewer));
}
