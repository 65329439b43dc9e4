/** Wait before a sync after a commit, so a burst of changes goes to D1 as one write. */
const SYNC_DELAY_MS = 50;
/**
 * The durable alarm behind the in-memory timer: it syncs whatever an evicted or restarted object's timer never did.
 * Arming it is a storage write, so a busy khatm arms it once per this interval, not once per change.
 */
const FALLBACK_MS = 10_000;
const MAX_BACKOFF_MS = 60_000;

/**
 * When a khatm's object writes its changes to D1's index (durable/index-sync.ts): 50 ms after a commit by a timer,
 * with a durable alarm as the fallback; after a failed write, by the alarm with backoff (which the platform retries
 * too). The sync itself is the object's; this only decides when it runs.
 */
export class SyncSchedule {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly sync: () => Promise<void>,
  ) {}

  /** After a committed change: the fallback alarm is armed (unless it is already) and the sync comes soon. */
  async committed(): Promise<void> {
    if ((await this.storage.getAlarm()) === null) await this.storage.setAlarm(Date.now() + FALLBACK_MS);
    this.soon();
  }

  /** A sync in 50 ms, unless one is already coming. */
  soon(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.sync().catch((error) => console.error("Index sync failed", error));
    }, SYNC_DELAY_MS);
  }

  succeeded(): void {
    this.failures = 0;
  }

  /** After a failed write: the alarm retries with backoff. Answers the attempt's number. */
  async failed(): Promise<number> {
    this.failures += 1;
    await armAlarm(this.storage, Date.now() + Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.failures));
    return this.failures;
  }
}

/**
 * Arms the object's one alarm for `at` unless it is already armed sooner: the index sync and the effects outbox
 * share it, and each alarm run does both and re-arms for whichever needs it next.
 */
export async function armAlarm(storage: DurableObjectStorage, at: number): Promise<void> {
  const armed = await storage.getAlarm();
  if (armed === null || armed > at) await storage.setAlarm(at);
}
