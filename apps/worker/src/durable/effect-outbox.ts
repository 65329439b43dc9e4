import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, min } from "drizzle-orm";
import type { Store } from "./khatm-store";
import { effects } from "./schema";
import { armAlarm } from "./sync-schedule";

export type EffectRow = typeof effects.$inferSelect;

/** How one effect went: delivered, or deliberately not (a stopped address, a spent budget). Failures throw. */
export type Delivered = "sent" | "dropped";

/** A failed attempt, with what the retry must reuse (the admitted message), stored with the failure in one write. */
export class AttemptFailed extends Error {
  constructor(
    readonly cause: unknown,
    readonly keep: Pick<EffectRow, "message">,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** A delivery that no retry would mend (a push service's 400 or 403): a dead letter at once, with its reason. */
export class Undeliverable extends Error {
  override name = "Undeliverable";
}

/** A delivery refused for now by the other side, which asked for a wait (Retry-After): the retry waits at least that. */
export class DeliverLater extends Error {
  override name = "DeliverLater";
  constructor(
    message: string,
    readonly waitMs: number | null,
  ) {
    super(message);
  }
}

/** The first retry comes after this; each later one waits twice as long, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 2 * 60 * 60_000;
/** Retries go on for at least this long after the effect was written; then it is a dead letter. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** Delivered effects are kept this long, for the dev outbox and for anyone checking what went. */
const KEEP_DELIVERED_MS = 7 * 24 * 60 * 60_000;
/** Effects delivered per batch; a pass takes batches until nothing is due. */
const BATCH = 25;

/**
 * Delivers the khatm's effects outbox (schema.ts `effects`). The object starts delivery itself after each commit
 * that wrote effects, beside the change's answer (khatm-coordinator.ts), with its alarm behind it: the alarm is what
 * guarantees delivery after an eviction or a crash. An alarm rather than a Cloudflare Queue: the effects are already
 * durable in the object's own storage, written in the change's transaction, and the alarm wakes the very object that
 * holds them (a Queue would be a second copy to keep consistent, and one more binding to deploy). Passes run one at a
 * time, so a message is never sent twice concurrently; across crashes, the provider's idempotency key (the row's
 * `key`) keeps a repeated send from reaching the recipient twice.
 */
export class EffectOutbox {
  /** The object's notion of time for deliveries: tests move it forward instead of waiting a day. */
  clock: () => number = () => Date.now();
  /**
   * Whether a commit that wrote effects starts their delivery at once. Tests that look at an effect before anything
   * delivers it turn this off (test/provider.ts), leaving delivery to the alarm or to their own calls.
   */
  startsOnCommit = true;
  private running: Promise<void> = Promise.resolve();
  /** A pass asked for that has not begun yet: it will see every effect due when it begins, so asks share it. */
  private queued: Promise<void> | null = null;
  /** Passes under way (one at most: they run one after another). */
  private active = 0;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly db: Store,
    private readonly deliver: (row: EffectRow) => Promise<Delivered>,
  ) {}

  /** After a commit that wrote effects: the alarm comes soon after, in case nothing else delivers them. */
  async written(): Promise<void> {
    await armAlarm(this.storage, this.clock() + ALARM_GRACE_MS);
  }

  /**
   * Delivers every effect that is due, one pass at a time; re-arms the alarm for the next retry. `startAfterMs`: the
   * pass begins that much later (after a change's answer has left: khatm-coordinator.ts startDelivery), and is
   * queued meanwhile, so whoever waits for the outbox to be idle waits for it too.
   */
  deliverDue(startAfterMs = 0): Promise<void> {
    if (this.queued) return this.queued;
    const pass = this.running.then(async () => {
      if (startAfterMs > 0) await scheduler.wait(startAfterMs);
      this.queued = null;
      this.active += 1;
      try {
        await this.pass();
      } finally {
        this.active -= 1;
      }
    });
    this.queued = pass;
    this.running = pass.catch(() => {});
    return pass;
  }

  /** Whether a pass runs or waits to: the object keeps its storage until none does (khatm-coordinator.ts). */
  busy(): boolean {
    return this.queued !== null || this.active > 0;
  }

  /** Resolves once no pass runs or waits, those that passes started included (tests wait for a change's e-mails). */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.running;
      await seen;
    } while (seen !== this.running);
  }

  /** Whether an effect is still to be delivered (dead letters are not). */
  pending(): boolean {
    return this.db.select({ id: effects.id }).from(effects).where(isNull(effects.outcome)).limit(1).all().length > 0;
  }

  /** Effects that failed for the whole retry window, oldest first: for the operator to see and retry. */
  deadLetters(): EffectRow[] {
    return this.db.select().from(effects).where(eq(effects.outcome, "dead")).orderBy(asc(effects.id)).all();
  }

  /** Gives every dead letter a new retry window, starting now. */
  async retryDeadLetters(): Promise<number> {
    const now = this.clock();
    const retried = this.db
      .update(effects)
      .set({ outcome: null, finishedAt: null, attempts: 0, createdAt: now, nextAttemptAt: now })
      .where(eq(effects.outcome, "dead"))
      .returning({ id: effects.id })
      .all();
    if (retried.length) await this.deliverDue();
    return retried.length;
  }

  private async pass(): Promise<void> {
    const now = this.clock();
    this.db
      .delete(effects)
      .where(and(isNotNull(effects.finishedAt), lt(effects.finishedAt, now - KEEP_DELIVERED_MS)))
      .run();
    for (;;) {
      const due = this.db
        .select()
        .from(effects)
        .where(and(isNull(effects.outcome), lte(effects.nextAttemptAt, this.clock())))
        .orderBy(asc(effects.id))
        .limit(BATCH)
        .all();
      if (!due.length) break;
      // The messages of a batch go side by side: each is its own row, recipient and key.
      await Promise.all(due.map((row) => this.attempt(row)));
    }
    const [next] = this.db
      .select({ at: min(effects.nextAttemptAt) })
      .from(effects)
      .where(isNull(effects.outcome))
      .all();
    if (next?.at != null) await armAlarm(this.storage, next.at);
  }

  private async attempt(row: EffectRow): Promise<void> {
    let outcome: Delivered;
    try {
      outcome = await this.deliver(row);
    } catch (error) {
      this.failed(row, error);
      return;
    }
    this.db
      .update(effects)
      .set({ outcome, finishedAt: this.clock(), attempts: row.attempts + 1, lastError: null })
      .where(eq(effects.id, row.id))
      .run();
  }

  private failed(row: EffectRow, error: unknown): void {
    const now = this.clock();
    const attempts = row.attempts + 1;
    const lastError = error instanceof Error ? error.message : String(error);
    const keep = error instanceof AttemptFailed ? error.keep : {};
    if (error instanceof Undeliverable || now - row.createdAt >= RETRY_WINDOW_MS) {
      console.error(`Effect ${row.key} is a dead letter after ${attempts} attempts: ${lastError}`);
      this.db
        .update(effects)
        .set({ outcome: "dead", finishedAt: now, attempts, lastError, ...keep })
        .where(eq(effects.id, row.id))
        .run();
      return;
    }
    const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
    const asked = error instanceof DeliverLater ? Math.min(error.waitMs ?? 0, RETRY_WINDOW_MS) : 0;
    const wait = Math.max(backoff, asked);
    console.warn(`Effect ${row.key} failed (attempt ${attempts}), retrying in ${wait / 1000} s: ${lastError}`);
    this.db
      .update(effects)
      .set({ attempts, lastError, nextAttemptAt: now + wait, ...keep })
      .where(eq(effects.id, row.id))
      .run();
  }
}

/**
 * How long after a commit the alarm looks at the effects: the delivery the object starts with the commit normally
 * gets there first, and this is the net under it (an eviction, a deploy).
 */
const ALARM_GRACE_MS = 10_000;

/**
 * When the khatm is deleted (in the deletion's transaction): the e-mails about it still to be delivered have no khatm
 * left to point at (reservation confirmations, reminders, milestones, the creation notice, the operator's report)
 * and are dropped, with their pushes. Its next round and that round's invitations are about another khatm, which
 * exists, and still go.
 */
export function dropEffectsOfDeleted(db: Store, khatmId: string, now = Date.now()): void {
  const moot = db
    .select({ id: effects.id, intent: effects.intent })
    .from(effects)
    .where(isNull(effects.outcome))
    .all()
    .filter(({ intent }) => aboutKhatm(intent) === khatmId)
    .map((row) => row.id);
  if (!moot.length) return;
  db.update(effects)
    .set({ outcome: "dropped", finishedAt: now, lastError: "the khatm was deleted" })
    .where(inArray(effects.id, moot))
    .run();
}

/** The khatm an e-mail or a push is about (the next round's effect is about the round it makes). */
function aboutKhatm(intent: EffectRow["intent"]): string | null {
  switch (intent.kind) {
    case "mail":
      return intent.mail.khatm.id;
    case "push":
      return intent.push.mail.khatm.id;
    case "pushDevice":
      return intent.device.khatmId;
    case "telegramList":
    case "telegramReminder":
      return intent.khatmId;
    case "nextRound":
    case "telegramDeleted":
      return null;
  }
}
