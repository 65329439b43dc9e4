import { COUNT_DIVISION } from "@khatm/schema/rules";
import { type SQL, sql } from "drizzle-orm";
import type { EffectIntent, MailContext, MailIntent } from "./effect-intents";
import type { Store, StoredKhatm } from "./khatm-store";
import { isPushed, pushOf } from "./push-recipients";
import { effects, juzs, khatm, outbox, pledgeOutbox, pledges } from "./schema";
import { followTelegramGroups } from "./telegram-groups";

/**
 * One change of the khatm, inside its one transaction. The feature modules write their rows and say what they
 * changed (`partsChanged`, `khatmChanged`); the change then bumps the version exactly once, recounts the juz and
 * writes the index outbox (the juz rows D1 must take, the khatm row marked pending). A change that touched nothing
 * the index or the live grid shows (a repeated request, a refusal) keeps its version and is not committed as one.
 * The effects it causes (e-mails, the next round) go into the effects outbox in the same transaction.
 */
export class Change {
  private readonly juzIds = new Set<number>();
  private readonly pledgeIds = new Set<number>();
  private khatmRow = false;
  private bumped: StoredKhatm | null = null;
  private createdAt: number | null = null;
  private effectCount = 0;
  /** The reader keys (hashed) whose grants this change took, by juz: a release's push still reaches their devices. */
  private readonly released = new Map<number, string[]>();

  constructor(readonly db: Store) {}

  /**
   * An effect of this change, delivered after the commit (effect-outbox.ts), or `delayMs` later (a group's list edit
   * waits for the changes right behind it: telegram-groups.ts); answers its key.
   */
  effect(intent: EffectIntent, { delayMs = 0 } = {}): string {
    const now = Date.now();
    const key = crypto.randomUUID();
    this.db
      .insert(effects)
      .values({ key, intent, createdAt: now, nextAttemptAt: now + delayMs })
      .run();
    this.effectCount += 1;
    return key;
  }

  /**
   * An e-mail this change causes; all but the operator's go through the recipient's stop list and budget. One that is
   * not only the confirmation of what its recipient just did is pushed to their devices too (push-recipients.ts).
   */
  mail(context: MailContext, mail: DistributiveOmit<MailIntent, keyof MailContext>, gated = true): void {
    const intent = { ...context, ...mail } as MailIntent;
    this.effect({ kind: "mail", mail: intent, gated });
    if (isPushed(intent)) this.effect({ kind: "push", push: pushOf(this.db, intent, (ids) => this.releasedKeys(ids)) });
  }

  /** These grants were deleted by this change (their juz changed hands or were freed). */
  grantsReleased(grants: ReadonlyArray<{ juzId: number; keyHash: string }>): void {
    for (const { juzId, keyHash } of grants) this.released.set(juzId, [...(this.released.get(juzId) ?? []), keyHash]);
  }

  private releasedKeys(juzIds: readonly number[]): string[] {
    return juzIds.flatMap((id) => this.released.get(id) ?? []);
  }

  /** Whether this change wrote effects to deliver. */
  get hasEffects(): boolean {
    return this.effectCount > 0;
  }

  /** These juz rows (or their reader grants) changed: the index takes their current rows. */
  partsChanged(ids: Iterable<number>): void {
    for (const id of ids) {
      this.juzIds.add(id);
      if (this.bumped) this.noteJuz(id, this.bumped.version);
    }
  }

  /** These pledges of a counted recitation changed: the index takes their current rows (as partsChanged). */
  pledgeChanged(id: number): void {
    this.pledgeIds.add(id);
    if (this.bumped) this.notePledge(id, this.bumped.version);
  }

  /** The khatm row's own fields changed (listing, dedication, reading settings, next due time). */
  khatmChanged(): void {
    this.khatmRow = true;
    if (this.bumped) this.db.update(khatm).set({ listingPending: true }).run();
  }

  get changed(): boolean {
    return this.juzIds.size > 0 || this.pledgeIds.size > 0 || this.khatmRow;
  }

  /**
   * The khatm was created by this change (creation.ts), at version 0, its first: committed as a change (the index
   * takes it, the alarm is armed) without a bump, so the first change after it is version 1 as D1 counts.
   */
  created(version: number): void {
    this.createdAt = version;
  }

  /**
   * The one version bump: recounts the juz by status (a counted recitation's recitations: not pledged, pledged and
   * not read, read; a cancelled pledge's amount is what it read), bumps the version and writes the outbox. The change path calls
   * it once the work is done; work that needs the counts after its writes (milestones) calls it first. Idempotent.
   */
  bump(): StoredKhatm {
    if (this.bumped) return this.bumped;
    const parts = (status: "available" | "reserved" | "completed") =>
      sql<number>`(SELECT count(*) FROM ${juzs} WHERE ${juzs.status} = ${status})`;
    const pledged = (amount: SQL) => sql<number>`(SELECT coalesce(sum(${amount}), 0) FROM ${pledges})`;
    const count = (status: "available" | "reserved" | "completed", recitations: SQL) =>
      sql<number>`CASE WHEN ${khatm.division} = ${COUNT_DIVISION} THEN ${recitations} ELSE ${parts(status)} END`;
    const after = this.db
      .update(khatm)
      .set({
        availableCount: count("available", sql`${khatm.target} - ${pledged(sql`${pledges.amount}`)}`),
        reservedCount: count("reserved", pledged(sql`${pledges.amount} - ${pledges.done}`)),
        completedCount: count("completed", pledged(sql`${pledges.done}`)),
        version: sql`${khatm.version} + 1`,
        ...(this.khatmRow ? { listingPending: true } : {}),
      })
      .returning()
      .get();
    if (!after) throw new Error("No khatm to change");
    this.bumped = after;
    for (const id of this.juzIds) this.noteJuz(id, after.version);
    for (const id of this.pledgeIds) this.notePledge(id, after.version);
    return after;
  }

  /** The version this change committed, or null when it changed nothing. */
  get committedVersion(): number | null {
    return this.bumped?.version ?? this.createdAt;
  }

  private notePledge(pledgeId: number, version: number): void {
    this.db
      .insert(pledgeOutbox)
      .values({ pledgeId, version })
      .onConflictDoUpdate({ target: pledgeOutbox.pledgeId, set: { version } })
      .run();
  }

  private noteJuz(juzId: number, version: number): void {
    this.db
      .insert(outbox)
      .values({ juzId, version })
      .onConflictDoUpdate({ target: outbox.juzId, set: { version } })
      .run();
  }
}

/** Runs `work` as one change in one transaction; answers its value and the version it committed (null: none). */
export function runChange<T>(
  db: Store,
  work: (change: Change) => T,
): { value: T; version: number | null; effects: boolean } {
  return db.transaction(() => {
    const change = new Change(db);
    const value = work(change);
    if (change.changed) {
      change.bump();
      // Every committed change, from the web or a group, is followed by the linked groups' lists.
      followTelegramGroups(change);
    }
    return { value, version: change.committedVersion, effects: change.hasEffects };
  });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
