import { renderText, type Text, text } from "@khatm/i18n";
import type { Env } from "../bindings";
import type { RateLimitVerdict } from "../durable/rate-limiter";
import { RateLimitedException } from "../errors";
import { english } from "./english";

/**
 * The configured limits, each read from a wrangler.toml var written "<hits>/<seconds>" (e.g. "5/900": five hits per
 * fifteen minutes). Production values live in wrangler.toml; scripts/e2e-server passes generous ones.
 * To limit something new, add its var to wrangler.toml (then `pnpm cf-typegen`), a generous value to
 * scripts/e2e-server, and an entry here; a write route names its limit with middleware/write-limits.ts.
 */
export const RATE_LIMIT_VARS = {
  magicLinkPerEmail: "RATE_LIMIT_MAGIC_LINK_PER_EMAIL",
  magicLinkPerIp: "RATE_LIMIT_MAGIC_LINK_PER_IP",
  createAccountPerIp: "RATE_LIMIT_CREATE_ACCOUNT_PER_IP",
  codeLookupPerIp: "RATE_LIMIT_CODE_LOOKUP_PER_IP",
  createKhatmPerIp: "RATE_LIMIT_CREATE_KHATM_PER_IP",
  reservePerIp: "RATE_LIMIT_RESERVE_PER_IP",
  reportPerIp: "RATE_LIMIT_REPORT_PER_IP",
  progressPerIp: "RATE_LIMIT_PROGRESS_PER_IP",
  cancelPerIp: "RATE_LIMIT_CANCEL_PER_IP",
  listImportPerIp: "RATE_LIMIT_LIST_IMPORT_PER_IP",
  changePerIp: "RATE_LIMIT_CHANGE_PER_IP",
  liveTicketPerIp: "RATE_LIMIT_LIVE_TICKET_PER_IP",
  stopLinkPerMailbox: "RATE_LIMIT_STOP_LINK_PER_MAILBOX",
  // E-mails per recipient address, not requests (email/notifications.ts).
  emailBudgetUnconfirmed: "EMAIL_BUDGET_UNCONFIRMED",
  emailBudgetConfirmed: "EMAIL_BUDGET_CONFIRMED",
} as const satisfies Record<string, keyof Env>;

export type RateLimitName = keyof typeof RATE_LIMIT_VARS;

export interface RateLimitRule {
  /** What is limited; rules with different buckets never share counts. */
  bucket: string;
  /** Who is limited within the bucket: an IP (see clientIp), an e-mail address... */
  key: string;
  limit: number;
  windowSeconds: number;
}

const RATE_LIMITED = text("api.rateLimited");

/** The usual 429 message in English (what the tests expect). */
export const RATE_LIMITED_MESSAGE = renderText(english, RATE_LIMITED);

/** The 429 message of limits whose window is longer than a minute (the others answer RATE_LIMITED_MESSAGE). */
export const RATE_LIMIT_MESSAGES: Partial<Record<RateLimitName, Text>> = {
  createKhatmPerIp: text("api.rateLimitedCreateKhatm"),
  reservePerIp: text("api.rateLimitedReserve"),
  reportPerIp: text("api.rateLimitedReport"),
  progressPerIp: text("api.rateLimitedChanges"),
  cancelPerIp: text("api.rateLimitedChanges"),
  listImportPerIp: text("api.rateLimitedChanges"),
  changePerIp: text("api.rateLimitedChanges"),
  liveTicketPerIp: text("api.rateLimitedChanges"),
  stopLinkPerMailbox: text("api.rateLimitedStopLink"),
};

/** The bucket, limit and window configured for `name`; a malformed var is a deployment error, reported as such. */
export function configuredLimit(env: Env, name: RateLimitName): Omit<RateLimitRule, "key"> {
  const variable = RATE_LIMIT_VARS[name];
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(String(env[variable] ?? ""));
  if (!match || Number(match[2]) === 0) {
    throw new Error(`${variable} must be "<hits>/<seconds>", e.g. "5/900"; got "${env[variable]}"`);
  }
  return { bucket: name, limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

/**
 * Counts one hit against `rule` and throws RATE_LIMITED (429) when the window's allowance is spent, with the seconds
 * until the window closes.
 */
export async function enforceRateLimit(
  env: Pick<Env, "RATE_LIMITER">,
  rule: RateLimitRule,
  message: Text = RATE_LIMITED,
): Promise<void> {
  const verdict = await hit(env, rule);
  if (!verdict.allowed) throw new RateLimitedException(message, verdict.retryAfterSeconds);
}

/** The API's rate limits, as services use them. */
export interface RateLimits {
  /** Counts one hit of `key` against the configured limit `name`; throws RATE_LIMITED (429) past it. */
  enforce(name: RateLimitName, key: string): Promise<void>;
  /**
   * Counts one hit against `rule`; false when the window's allowance is spent. A hit named by `charge` counts once
   * per window, however often it is asked (durable/rate-limiter.ts).
   */
  allows(rule: RateLimitRule, charge?: string): Promise<boolean>;
}

export function createRateLimits(env: Env): RateLimits {
  return {
    enforce: (name, key) => enforceRateLimit(env, { ...configuredLimit(env, name), key }, RATE_LIMIT_MESSAGES[name]),
    allows: async (rule, charge) => (await hit(env, rule, charge)).allowed,
  };
}

function hit(env: Pick<Env, "RATE_LIMITER">, rule: RateLimitRule, charge?: string): Promise<RateLimitVerdict> {
  return limiterOf(env, rule).hit(rule.key, rule.limit, rule.windowSeconds, charge);
}

/** Limiter objects per bucket: a key always counts in the same one, picked by a hash of the key. */
const SHARDS = 32;

/** The limiter object that counts `rule.key`'s hits in its bucket. */
export function limiterOf(env: Pick<Env, "RATE_LIMITER">, rule: Pick<RateLimitRule, "bucket" | "key">) {
  return env.RATE_LIMITER.get(limiterId(env.RATE_LIMITER, `${rule.bucket}:${shardOf(rule.key)}`));
}

/** FNV-1a of the key, spread over the shards. */
function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SHARDS;
}

/**
 * Ids by name, kept per isolate: deriving an id from a name hashes it, on every request that is limited. An id is
 * a pure function of the name, so a kept one is never stale, and there are 32 shards per bucket.
 */
const limiterIds = new Map<string, DurableObjectId>();

function limiterId(namespace: Pick<DurableObjectNamespace, "idFromName">, name: string): DurableObjectId {
  let id = limiterIds.get(name);
  if (!id) {
    id = namespace.idFromName(name);
    limiterIds.set(name, id);
  }
  return id;
}

/**
 * The caller's address as Cloudflare saw it ("local" under tests and tools that do not set it). IPv6 clients
 * usually hold a whole /64, so they are counted by that prefix; otherwise each request could pick a fresh address.
 */
export function clientIp(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "local";
  // IPv4 as such, including IPv4-mapped IPv6 ("::ffff:203.0.113.7").
  if (ip.includes(".")) return ip.slice(ip.lastIndexOf(":") + 1);
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
