// The fake Resend-compatible provider (test/fake-email-provider/worker.js) and a khatm's object pointed at it.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { khatmCoordinator } from "../src/durable/khatm-object";
import { ANONYMOUS } from "../src/rules/permissions";
import { uniqueEmail } from "./khatms";

const PROVIDER = "http://fake-email-provider.test";

export interface ProviderMailbox {
  /** The EMAIL_API_URL of this mailbox. */
  url: string;
  refuse(count: number): Promise<void>;
  seen(): Promise<{
    accepted: Array<{ key: string; to: string; subject: string; headers: Record<string, string> }>;
    attempts: Array<{ key: string; status: number }>;
  }>;
}

/** A mailbox of its own at the fake provider (the worker's outbound requests reach it: vitest.config.ts). */
export function providerMailbox(): ProviderMailbox {
  const base = `${PROVIDER}/${crypto.randomUUID()}`;
  return {
    url: `${base}/emails`,
    async refuse(count) {
      await fetch(`${base}/control/refuse`, { method: "POST", body: JSON.stringify({ count }) });
    },
    async seen() {
      return (await fetch(`${base}/control`)).json();
    },
  };
}

/**
 * Makes the khatm's object (this instance of it) send through the provider, as a deployment with EMAIL_MODE
 * "resend" does. The tests' bindings keep EMAIL_MODE "outbox" for everything else; an object made after an abort
 * starts with those again, so call this again then.
 */
export async function sendThroughProvider(khatmId: string, mailbox: ProviderMailbox): Promise<void> {
  await runInDurableObject(khatmCoordinator(env, khatmId), (instance) => {
    Object.assign(instance, {
      env: {
        ...env,
        EMAIL_MODE: "resend",
        EMAIL_API_URL: mailbox.url,
        EMAIL_API_KEY: "re_test",
        LINK_SIGNING_SECRET: "test-signing-secret",
      },
    });
  });
}

/** Moves the object's delivery clock `ms` ahead (retries come due without waiting). */
export async function advanceDeliveryClock(khatmId: string, ms: number): Promise<void> {
  await runInDurableObject(khatmCoordinator(env, khatmId), (instance) => {
    const before = instance.effects.clock;
    instance.effects.clock = () => before() + ms;
  });
}

/** The object's effects outbox rows (intent parsed), oldest first. */
export async function effectRows(khatmId: string) {
  return runInDurableObject(khatmCoordinator(env, khatmId), (_instance, state) =>
    state.storage.sql
      .exec<{ key: string; intent: string; outcome: string | null; attempts: number }>(
        "SELECT key, intent, outcome, attempts FROM effects ORDER BY id",
      )
      .toArray()
      .map((row) => ({ ...row, intent: JSON.parse(row.intent) })),
  );
}

/** Ends the object's current instance, as an eviction or a crash would: the next call makes a new one. */
export async function crashObject(khatmId: string): Promise<void> {
  await runInDurableObject(khatmCoordinator(env, khatmId), (_instance, state) => {
    try {
      state.abort("test: crash");
    } catch {
      // abort() ends the instance by throwing into whoever called it.
    }
  }).catch(() => {});
}

/** Runs the object's alarm now, if armed. */
export function runAlarm(khatmId: string): Promise<boolean> {
  return runDurableObjectAlarm(khatmCoordinator(env, khatmId));
}

const MAIL = { origin: "https://khatm.test", requester: null };

/**
 * Reserves juz for a new anonymous reader through the object's RPC, as the worker does, but without the delivery the
 * object starts after a commit (turned off for this instance): what is delivered is the alarm's doing, or the
 * test's own calls. Answers the reader's e-mail.
 */
export async function reserveInObject(khatmId: string, juzNumbers: number[], readerEmail = uniqueEmail()) {
  await runInDurableObject(khatmCoordinator(env, khatmId), (instance) => {
    instance.effects.startsOnCommit = false;
  });
  const outcome = await khatmCoordinator(env, khatmId).mutateParts({
    khatmId,
    partNumbers: juzNumbers,
    viewer: { ...ANONYMOUS, readerKeyHash: `key-${crypto.randomUUID()}` },
    request: { kind: "reserve", reader: { id: null, name: "Aisha", email: readerEmail, anonymous: false } },
    mail: MAIL,
  });
  expect(outcome.ok).toBe(true);
  return readerEmail;
}
