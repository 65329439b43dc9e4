// Shared by the worker tests: calls into the real worker and reads what it stored and sent.
import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import type { User, VerifyResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { expect } from "vitest";
import type { Env } from "../src/bindings";
import { type RateLimitWindow, windowKey } from "../src/durable/rate-limiter";
import { readOutbox } from "../src/email/outbox";
import worker from "../src/index";
import { limiterOf } from "../src/lib/rate-limit";
import { watchingObjects } from "./objects";

export const ORIGIN = "https://khatm.test";

export interface CallOptions {
  body?: unknown;
  /** Sent raw, e.g. malformed JSON; wins over `body`. */
  rawBody?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** Bindings to run with instead of the test environment's (e.g. another EMAIL_MODE). */
  env?: Env;
}

/**
 * Calls the worker as Cloudflare would and waits for the work it left running after answering (ctx.waitUntil) and
 * for the deliveries the khatm objects it changed started (test/objects.ts), so e-mails sent in the background are
 * in the outbox when this returns.
 */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.ip) headers.set("CF-Connecting-IP", options.ip);
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");

  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { method, headers, body });
  const objects = watchingObjects(options.env ?? env);
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], objects.env, ctx);
  await waitOnExecutionContext(ctx);
  await objects.settled();
  return response;
}

/** Asserts the status and returns the JSON body. */
export async function expectJson<T = Record<string, unknown>>(response: Response, status: number): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}

/**
 * Where this file's client addresses start: a random place below 10.200.0.0 (the fixed addresses some limit tests
 * use lie above it). The rate limiter's counts can outlive a file in the shared workerd (vitest.config.ts), so files
 * counting from one first address would together spend its allowances.
 */
let addresses = Math.floor(Math.random() * 199 * 65536);
/** A client address of its own, so one test's rate-limit counts never reach another's. */
export function freshIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * The token of the newest magic link e-mailed to `email`, read from the real dev outbox; `subject` is the e-mail's
 * in the requester's language (null: not checked).
 */
export async function latestMagicLinkToken(
  email: string,
  subject: string | null = "Sign in to Khatms",
): Promise<string> {
  const [message] = await readOutbox(env, email);
  if (subject !== null) expect(message?.subject).toBe(subject);
  const link = new URL(must(must(message).text.match(/https?:\/\/\S+/))[0]);
  expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/verify-login`);
  return must(link.searchParams.get("token"));
}

/**
 * Signs in the way a person does: asks for a link, takes it from the outbox, verifies it; `headers` go with both
 * requests (e.g. the browser's Accept-Language).
 */
export async function signIn(email: string, headers?: Record<string, string>): Promise<{ token: string; user: User }> {
  await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp(), headers }), 200);
  // Sent in the browser's language: English is checked word for word, the others by their catalogue tests.
  const token = await latestMagicLinkToken(email, headers?.["Accept-Language"] ? null : undefined);
  const verified = await call("POST", "/api/auth/verify", { body: { token }, headers });
  return expectJson<VerifyResponse>(verified, 200);
}

/** Ends a rate-limit window as time would, by moving its stored end into the past. */
export async function expireRateLimitWindow(bucket: string, key: string): Promise<void> {
  await runInDurableObject(limiterOf(env, { bucket, key }), async (_, state) => {
    const window = await state.storage.get<RateLimitWindow>(windowKey(key));
    expect(window, `no open window for ${bucket}:${key}`).toBeDefined();
    await state.storage.put(windowKey(key), { ...must(window), resetAt: Date.now() - 1 });
  });
}

/** Moves a session's expiry into the past, directly in D1. */
export async function expireSession(tokenHash: string): Promise<void> {
  await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE token_hash = ?")
    .bind(new Date(Date.now() - 1000).toISOString(), tokenHash)
    .run();
}
