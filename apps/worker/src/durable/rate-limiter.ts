import { DurableObject } from "cloudflare:workers";
import type { Env } from "../bindings";

/** The counting window of one key: hits so far and when the window closes (epoch ms). */
export interface RateLimitWindow {
  count: number;
  resetAt: number;
  /** The named hits this window counted (see `hit`): at most `limit` of them. */
  charges?: string[];
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window closes. */
  retryAfterSeconds: number;
}

/** Where a key's window is kept in its limiter's storage. */
export const windowKey = (key: string) => `window:${key}`;

/**
 * One instance per rate-limit bucket and shard of keys (lib/rate-limit.ts picks the shard from the key), each
 * key counting its hits in a fixed window that opens with its first hit. A Durable Object runs one event at a time
 * and its storage calls hold the input gate, so the read-count-write below is atomic under any concurrency, which KV
 * (eventually consistent) is not. Shards, not one object per key: a key seen once (every new reader's e-mail
 * address has a budget) would otherwise create and store a whole object.
 */
export class RateLimiter extends DurableObject<Env> {
  /**
   * Counts one hit of `key`. A hit named by `charge` (an e-mail effect's key) counts once per window however often it
   * is asked: a delivery that passed the budget and crashed before it stored its message asks again, and is let
   * through without a second count.
   */
  async hit(key: string, limit: number, windowSeconds: number, charge?: string): Promise<RateLimitVerdict> {
    const now = Date.now();
    const stored = await this.ctx.storage.get<RateLimitWindow>(windowKey(key));
    const current: RateLimitWindow =
      stored && now < stored.resetAt ? stored : { count: 0, resetAt: now + windowSeconds * 1000 };
    const retryAfterSeconds = Math.max(1, Math.ceil((current.resetAt - now) / 1000));
    if (charge !== undefined && current.charges?.includes(charge)) return { allowed: true, retryAfterSeconds };
    if (current.count >= limit) return { allowed: false, retryAfterSeconds };

    // The verdict does not wait for the count to reach disk (allowUnconfirmed): the count is already in the object's
    // memory, which every later hit reads, so the limit holds under any concurrency; only a crash in the moment before
    // the write lands could forget a hit, which gives a limit one hit of slack, never a wrong refusal.
    const unconfirmed = { allowUnconfirmed: true };
    const charges = charge === undefined ? current.charges : [...(current.charges ?? []), charge];
    const counted: RateLimitWindow = {
      count: current.count + 1,
      resetAt: current.resetAt,
      ...(charges && { charges }),
    };
    await this.ctx.storage.put(windowKey(key), counted, unconfirmed);
    if (current !== stored && (await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(current.resetAt, unconfirmed);
    }
    return { allowed: true, retryAfterSeconds };
  }

  /** Forgets closed windows, so keys seen once (an IP, an e-mail) leave no storage behind; re-arms for open ones. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const windows = await this.ctx.storage.list<RateLimitWindow>({ prefix: windowKey("") });
    const closed = [...windows].filter(([, window]) => now >= window.resetAt).map(([name]) => name);
    const open = [...windows.values()].filter((window) => now < window.resetAt);
    if (open.length === 0) return this.ctx.storage.deleteAll();
    // At most 128 keys per delete call.
    for (let start = 0; start < closed.length; start += 128)
      await this.ctx.storage.delete(closed.slice(start, start + 128));
    await this.ctx.storage.setAlarm(Math.min(...open.map((window) => window.resetAt)));
  }
}
