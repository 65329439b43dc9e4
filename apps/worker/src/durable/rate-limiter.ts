import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

/** The counting window of one bucket and key: hits so far and when the window closes (epoch ms). */
export interface RateLimitWindow {
  count: number;
  resetAt: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window closes. */
  retryAfterSeconds: number;
}

const WINDOW_KEY = "window";

/**
 * One instance per rate-limit bucket and key (e.g. "magicLinkPerEmail:a@b.c"), counting hits in a fixed window
 * that opens with the first hit. A Durable Object runs one event at a time and its storage calls hold the input
 * gate, so the read-count-write below is atomic under any concurrency, which KV (eventually consistent) is not.
 */
export class RateLimiter extends DurableObject<Env> {
  async hit(limit: number, windowSeconds: number): Promise<RateLimitVerdict> {
    const now = Date.now();
    const stored = await this.ctx.storage.get<RateLimitWindow>(WINDOW_KEY);
    const current = stored && now < stored.resetAt ? stored : { count: 0, resetAt: now + windowSeconds * 1000 };
    const retryAfterSeconds = Math.max(1, Math.ceil((current.resetAt - now) / 1000));
    if (current.count >= limit) return { allowed: false, retryAfterSeconds };

    // The verdict does not wait for the count to reach disk (allowUnconfirmed): the count is already in the object's
    // memory, which every later hit reads, so the limit holds under any concurrency; only a crash in the moment before
    // the write lands could forget a hit, which costs a limit one hit of slack, never a refusal.
    const unconfirmed = { allowUnconfirmed: true };
    await this.ctx.storage.put(WINDOW_KEY, { count: current.count + 1, resetAt: current.resetAt }, unconfirmed);
    if (current !== stored) await this.ctx.storage.setAlarm(current.resetAt, unconfirmed);
    return { allowed: true, retryAfterSeconds };
  }

  /** Forgets a closed window, so keys seen once (an IP, an e-mail) leave no storage behind. */
  override async alarm(): Promise<void> {
    const stored = await this.ctx.storage.get<RateLimitWindow>(WINDOW_KEY);
    if (stored && Date.now() < stored.resetAt) {
      await this.ctx.storage.setAlarm(stored.resetAt);
      return;
    }
    await this.ctx.storage.deleteAll();
  }
}
