import type { Env } from "../env";
import { ApiException } from "../errors";

/**
 * The configured limits, each read from a wrangler.toml var written "<hits>/<seconds>" (e.g. "5/900": five hits per
 * fifteen minutes). Production values live in wrangler.toml; scripts/e2e-server passes generous ones.
 * To limit something new, add its var to wrangler.toml (then `pnpm cf-typegen`) and an entry here.
 */
export const RATE_LIMIT_VARS = {
  magicLinkPerEmail: "RATE_LIMIT_MAGIC_LINK_PER_EMAIL",
  magicLinkPerIp: "RATE_LIMIT_MAGIC_LINK_PER_IP",
  createAccountPerIp: "RATE_LIMIT_CREATE_ACCOUNT_PER_IP",
  codeLookupPerIp: "RATE_LIMIT_CODE_LOOKUP_PER_IP",
  createKhatmPerIp: "RATE_LIMIT_CREATE_KHATM_PER_IP",
  reservePerIp: "RATE_LIMIT_RESERVE_PER_IP",
  reportPerIp: "RATE_LIMIT_REPORT_PER_IP",
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

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/** The 429 message of limits whose window is longer than a minute (the others answer RATE_LIMITED_MESSAGE). */
export const RATE_LIMIT_MESSAGES: Partial<Record<RateLimitName, string>> = {
  createKhatmPerIp: "Too many Khatms created from this connection. Please try again in an hour.",
  reservePerIp: "Too many reservations from this connection. Please try again in a few minutes.",
  reportPerIp: "Too many reports from this connection. Please try again later.",
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

/** Counts one hit against `rule` and throws RATE_LIMITED (429) when the window's allowance is spent. */
export async function enforceRateLimit(
  env: Pick<Env, "RATE_LIMITER">,
  rule: RateLimitRule,
  message = RATE_LIMITED_MESSAGE,
): Promise<void> {
  if (!(await allows(env, rule))) throw new ApiException("RATE_LIMITED", message);
}

/** The API's rate limits, as services use them. */
export interface RateLimits {
  /** Counts one hit of `key` against the configured limit `name`; throws RATE_LIMITED (429) past it. */
  enforce(name: RateLimitName, key: string): Promise<void>;
  /** Counts one hit against `rule`; false when the window's allowance is spent. */
  allows(rule: RateLimitRule): Promise<boolean>;
}

export function createRateLimits(env: Env): RateLimits {
  return {
    enforce: (name, key) => enforceRateLimit(env, { ...configuredLimit(env, name), key }, RATE_LIMIT_MESSAGES[name]),
    allows: (rule) => allows(env, rule),
  };
}

async function allows(env: Pick<Env, "RATE_LIMITER">, rule: RateLimitRule): Promise<boolean> {
  const limiter = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${rule.bucket}:${rule.key}`));
  return (await limiter.hit(rule.limit, rule.windowSeconds)).allowed;
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
