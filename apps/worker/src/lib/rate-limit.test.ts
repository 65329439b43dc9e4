import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { must } from "@khatm/test-support";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type RateLimitWindow, windowKey } from "../durable/rate-limiter";
import { ApiException } from "../errors";
import {
  clientIp,
  configuredLimit,
  enforceRateLimit,
  limiterOf as limiter,
  RATE_LIMITED_MESSAGE,
  type RateLimitRule,
} from "./rate-limit";

const rule = (key: string, limit = 3): RateLimitRule => ({ bucket: "test", key, limit, windowSeconds: 60 });
const limiterOf = (r: RateLimitRule) => limiter(env, r);

async function outcome(r: RateLimitRule): Promise<"allowed" | number> {
  try {
    await enforceRateLimit(env, r);
    return "allowed";
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    expect(error.message).toBe(RATE_LIMITED_MESSAGE);
    return error.status;
  }
}

/** Closes the window as time would, by moving its stored end into the past. */
async function closeWindow(r: RateLimitRule) {
  await runInDurableObject(limiterOf(r), async (_, state) => {
    const stored = await state.storage.get<RateLimitWindow>(windowKey(r.key));
    await state.storage.put(windowKey(r.key), { ...must(stored), resetAt: Date.now() - 1 });
  });
}

describe("enforceRateLimit", () => {
  it("allows the configured number of hits in a window, then answers 429", async () => {
    const r = rule("203.0.113.1");
    expect([await outcome(r), await outcome(r), await outcome(r)]).toEqual(["allowed", "allowed", "allowed"]);
    expect(await outcome(r)).toBe(429);
    expect(await outcome(r)).toBe(429);
  });

  it("counts each bucket and key separately", async () => {
    const r = rule("203.0.113.2", 1);
    expect(await outcome(r)).toBe("allowed");
    expect(await outcome(r)).toBe(429);
    expect(await outcome({ ...r, key: "203.0.113.3" })).toBe("allowed");
    expect(await outcome({ ...r, bucket: "other" })).toBe("allowed");
  });

  it("allows hits again once the window has closed", async () => {
    const r = rule("203.0.113.4", 2);
    await outcome(r);
    await outcome(r);
    expect(await outcome(r)).toBe(429);

    await closeWindow(r);
    expect(await outcome(r)).toBe("allowed");
    expect(await outcome(r)).toBe("allowed");
    expect(await outcome(r)).toBe(429);
  });

  it("never lets concurrent hits past the limit", async () => {
    const r = rule("203.0.113.5", 5);
    const results = await Promise.all(Array.from({ length: 25 }, () => outcome(r)));
    expect(results.filter((result) => result === "allowed")).toHaveLength(5);
    expect(results.filter((result) => result === 429)).toHaveLength(20);
  });

  it("forgets a closed window when its alarm fires, and keeps an open one", async () => {
    const r = rule("203.0.113.6");
    await outcome(r);
    const windowOf = (key: string) =>
      runInDurableObject(limiterOf(r), (_, state) => state.storage.get<RateLimitWindow>(windowKey(key)));
    expect(await runDurableObjectAlarm(limiterOf(r))).toBe(true);
    // The alarm ran early (the test forced it): the window is still open and still counted.
    expect(await windowOf(r.key)).toMatchObject({ count: 1 });

    await closeWindow(r);
    expect(await runDurableObjectAlarm(limiterOf(r))).toBe(true);
    expect(await windowOf(r.key)).toBeUndefined();
    expect(await runInDurableObject(limiterOf(r), async (_, state) => (await state.storage.list()).size)).toBe(0);
  });

  it("keeps many keys in a few objects, each counted on its own; an alarm forgets only closed windows", async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `198.51.100.${i}`);
    const shards = new Set(keys.map((key) => limiterOf(rule(key)).id.toString()));
    expect(shards.size).toBeLessThan(keys.length);
    for (const key of keys) expect(await outcome(rule(key, 1))).toBe("allowed");
    for (const key of keys) expect(await outcome(rule(key, 1))).toBe(429);

    const [closing, other] = keys.filter((key) => limiterOf(rule(key)).id.equals(limiterOf(rule(must(keys[0]))).id));
    await closeWindow(rule(must(closing), 1));
    expect(await runDurableObjectAlarm(limiterOf(rule(must(closing))))).toBe(true);
    const stored = (key: string) =>
      runInDurableObject(limiterOf(rule(key)), (_, state) => state.storage.get<RateLimitWindow>(windowKey(key)));
    expect(await stored(must(closing))).toBeUndefined();
    if (other) expect(await stored(other)).toMatchObject({ count: 1 });
    expect(await outcome(rule(must(closing), 1))).toBe("allowed");
  });
});

describe("configuredLimit", () => {
  it("reads the production limits from wrangler.toml", () => {
    expect(configuredLimit(env, "magicLinkPerEmail")).toEqual({
      bucket: "magicLinkPerEmail",
      limit: 5,
      windowSeconds: 900,
    });
    expect(configuredLimit(env, "codeLookupPerIp")).toEqual({
      bucket: "codeLookupPerIp",
      limit: 30,
      windowSeconds: 60,
    });
  });

  it("refuses a malformed setting instead of silently not limiting", () => {
    expect(() => configuredLimit({ ...env, RATE_LIMIT_CODE_LOOKUP_PER_IP: "lots" }, "codeLookupPerIp")).toThrow(
      /RATE_LIMIT_CODE_LOOKUP_PER_IP must be/,
    );
    expect(() => configuredLimit({ ...env, RATE_LIMIT_CODE_LOOKUP_PER_IP: "5/0" }, "codeLookupPerIp")).toThrow();
  });
});

describe("clientIp", () => {
  const app = new Hono().get("/", (c) => c.text(clientIp(c.req.raw)));
  const ipOf = async (header?: string) =>
    (await app.request("/", { headers: header ? { "CF-Connecting-IP": header } : {} })).text();

  it("uses Cloudflare's client address, or 'local' without one", async () => {
    expect(await ipOf("198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf()).toBe("local");
  });

  it("counts an IPv6 client by its /64, however the address is written", async () => {
    expect(await ipOf("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(await ipOf("2001:DB8:85A3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(await ipOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(await ipOf("::1")).toBe("0:0:0:0::/64");
  });
});
