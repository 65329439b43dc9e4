// Shared by the khatm, juz and reader route tests: people and khatms made through the real API, so each test
// states only what it is about. What the tests then look at is in observe.ts.

import { env } from "cloudflare:test";
import type { CreateKhatmResponse, Juz, ReserveResponse, User } from "@khatm/schema";
import { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import { expect } from "vitest";
import type { Env } from "../src/bindings";
import { addressHash } from "../src/lib/signed-links";
import { call, expectJson, signIn } from "./auth";

export { call, freshIp, ORIGIN } from "./auth";

/** What a request proves: a session, a browser's reader key, a khatm's manage key, a client address. */
export interface Credentials {
  token?: string;
  readerKey?: string;
  manageKey?: string;
  ip?: string;
}

export async function api(
  method: string,
  path: string,
  options: Credentials & { body?: unknown; rawBody?: string; env?: Env } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.readerKey) headers[READER_KEY_HEADER] = options.readerKey;
  if (options.manageKey) headers[MANAGE_KEY_HEADER] = options.manageKey;
  return call(method, path, {
    body: options.body,
    rawBody: options.rawBody,
    token: options.token,
    ip: options.ip,
    headers,
    env: options.env,
  });
}

let people = 0;
/** An e-mail address no other test uses, so tests never see each other's khatms, juz or e-mails. */
export function uniqueEmail(who = "reader"): string {
  people += 1;
  return `${who}-${people}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface Person {
  email: string;
  token: string;
  user: User;
}

/** A signed-in person (magic link through the dev outbox, as a person would). */
export async function signedIn(who = "user"): Promise<Person> {
  const email = uniqueEmail(who);
  const { token, user } = await signIn(email);
  return { email, token, user };
}

export interface TestKhatm extends CreateKhatmResponse {
  creatorEmail: string;
  /** Proves the creator, as the browser that created it does. */
  creator: Credentials;
}

/**
 * A khatm created signed out (the creator proven by its manage key), or by `creator` when given. A signed-out
 * creator's address counts as confirmed (as if it had signed in before: its public khatms are listed) unless
 * `unconfirmed`.
 */
export async function createKhatm(
  options: {
    creator?: Person;
    name?: string;
    occasion?: string | null;
    dedication?: string;
    isPublic?: boolean;
    unconfirmed?: boolean;
    ip?: string;
    /** How the khatm is shared out; absent: the request names none (a juz khatm). */
    division?: Division;
  } = {},
): Promise<TestKhatm> {
  const creatorEmail = options.creator?.email ?? uniqueEmail("creator");
  if (!options.creator && !options.unconfirmed) await markConfirmed(creatorEmail);
  const body = {
    name: options.name ?? "Family Khatm",
    occasion: options.occasion ?? null,
    ...(options.dedication ? { dedication: options.dedication } : {}),
    isPublic: options.isPublic ?? true,
    ...(options.creator ? {} : { creatorName: "Khadija", creatorEmail }),
    ...(options.division ? { division: options.division } : {}),
  };
  const created = await expectJson<CreateKhatmResponse>(
    await api("POST", "/api/khatms", { body, token: options.creator?.token, ip: options.ip }),
    201,
  );
  return { ...created, creatorEmail, creator: { manageKey: created.manageKey } };
}

/** Records that `email` has signed in before (set-up only: a real sign-in also starts a session). */
export async function markConfirmed(email: string): Promise<void> {
  await env.DB.prepare("INSERT OR IGNORE INTO email_addresses (address_hash, confirmed_at) VALUES (?, ?)")
    .bind(await addressHash(email), new Date().toISOString())
    .run();
}

export async function listJuzs(khatmId: string, credentials: Credentials = {}): Promise<Juz[]> {
  return expectJson<Juz[]>(await api("GET", `/api/khatms/${khatmId}/juzs`, credentials), 200);
}

/** The id of juz `number` of a khatm, for the /api/juzs/{id} calls. */
export async function juzId(khatmId: string, number: number): Promise<number> {
  const juz = (await listJuzs(khatmId)).find((candidate) => candidate.number === number);
  expect(juz, `juz ${number}`).toBeDefined();
  return must(juz).id;
}

export interface Reservation extends ReserveResponse {
  /** The reader key the browser holds after reserving: the one it sent, or the one it was given. */
  readerKey: string;
  readerEmail: string;
}

/** Reserves as an anonymous reader (a fresh browser unless `readerKey` is given) and expects success. */
export async function reserve(
  khatmId: string,
  juzNumbers: number[],
  options: Credentials & { readerName?: string; readerEmail?: string; anonymous?: boolean } = {},
): Promise<Reservation> {
  const readerEmail = options.readerEmail ?? uniqueEmail();
  const body = { juzNumbers, readerName: options.readerName ?? "Aisha", readerEmail, anonymous: options.anonymous };
  const answer = await expectJson<ReserveResponse>(
    await api("POST", `/api/khatms/${khatmId}/reserve`, { ...options, body }),
    200,
  );
  const readerKey = answer.readerKey ?? options.readerKey;
  expect(readerKey, "a reader key, sent or issued").toBeTruthy();
  return { ...answer, readerKey: must(readerKey), readerEmail };
}

/** A fresh khatm with one reader holding `juzNumbers`: the set-up most juz tests start from. */
export async function khatmWithReader(
  juzNumbers: number[],
  options: Parameters<typeof reserve>[2] = {},
): Promise<{ khatm: TestKhatm; reader: Reservation }> {
  const khatm = await createKhatm();
  return { khatm, reader: await reserve(khatm.id, juzNumbers, options) };
}

/** POSTs a juz action (cancel, transfer, complete, uncomplete, anonymity) on juz `number` of the khatm. */
export async function juzAction(
  khatmId: string,
  number: number,
  action: "cancel" | "transfer" | "complete" | "uncomplete" | "anonymity",
  body: unknown,
  credentials: Credentials = {},
): Promise<Response> {
  return api("POST", `/api/juzs/${await juzId(khatmId, number)}/${action}`, { ...credentials, body });
}
