import { env, runInDurableObject } from "cloudflare:test";
import { DAY_MS } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, uniqueEmail } from "../../test/khatms";
import {
  advanceDeliveryClock,
  crashObject,
  effectRows,
  providerMailbox,
  reserveInObject,
  runAlarm,
  sendThroughProvider,
} from "../../test/provider";
import { ANONYMOUS } from "../rules/permissions";
import { RETRY_WINDOW_MS } from "./effect-outbox";
import { khatmCoordinator } from "./khatm-object";

const MAIL = { origin: "https://khatm.test", requester: null };

/** The confirmation e-mails among the effects (the khatm's creation notice is there too). */
const confirmations = async (khatmId: string) =>
  (await effectRows(khatmId)).filter((row) => row.intent.kind === "mail" && row.intent.mail.type === "reservation");

describe("the effects outbox", () => {
  it("writes each e-mail a change causes in the change's own transaction, before anything is delivered", async () => {
    const khatm = await createKhatm();
    const readerEmail = await reserveInObject(khatm.id, [1, 2]);
    const [confirmation, ...others] = await confirmations(khatm.id);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ outcome: null, attempts: 0 });
    expect(confirmation?.intent.mail).toMatchObject({ type: "reservation", reader: { email: readerEmail } });
    // The alarm that delivers it is armed with the commit.
    const alarm = await runInDurableObject(khatmCoordinator(env, khatm.id), (_i, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    // A refusal writes no effect at all.
    const taken = await khatmCoordinator(env, khatm.id).mutateParts({
      khatmId: khatm.id,
      partNumbers: [2, 3],
      viewer: ANONYMOUS,
      request: { kind: "reserve", reader: { id: null, name: "Bilal", email: uniqueEmail(), anonymous: false } },
      mail: MAIL,
    });
    expect(taken.ok).toBe(false);
    expect(await confirmations(khatm.id)).toHaveLength(1);
  });

  it("delivers each message exactly once to a provider that refuses several times, with one idempotency key", async () => {
    const khatm = await createKhatm();
    const mailbox = providerMailbox();
    await sendThroughProvider(khatm.id, mailbox);
    await mailbox.refuse(3);
    const readers = [uniqueEmail(), uniqueEmail()];
    await reserveInObject(khatm.id, [1], readers[0]);
    await reserveInObject(khatm.id, [2], readers[1]);
    for (let attempt = 0; attempt < 4; attempt++) {
      await khatmCoordinator(env, khatm.id).deliverEffects();
      await advanceDeliveryClock(khatm.id, 60 * 60_000);
    }
    const { accepted, attempts } = await mailbox.seen();
    const keys = (await confirmations(khatm.id)).map((row) => row.key);
    for (const [index, key] of keys.entries()) {
      expect(accepted.filter((message) => message.key === key)).toEqual([
        expect.objectContaining({ to: readers[index], subject: expect.stringContaining("Family Khatm") }),
      ]);
    }
    // Every attempt carried the key of one of the messages; the refusals came first.
    expect(new Set(attempts.map((each) => each.key))).toEqual(new Set(accepted.map((each) => each.key)));
    expect(attempts.filter((each) => each.status === 503)).toHaveLength(3);
    expect((await confirmations(khatm.id)).map((row) => row.outcome)).toEqual(["sent", "sent"]);
  });

  it("counts a message once against its recipient's budget, however often it is retried", async () => {
    const khatm = await createKhatm();
    const mailbox = providerMailbox();
    await sendThroughProvider(khatm.id, mailbox);
    await mailbox.refuse(5);
    // An address that never signed in gets 3 e-mails a day; six attempts of one message are one of them.
    const reader = await reserveInObject(khatm.id, [5]);
    for (let attempt = 0; attempt < 6; attempt++) {
      await khatmCoordinator(env, khatm.id).deliverEffects();
      await advanceDeliveryClock(khatm.id, 60 * 60_000);
    }
    await reserveInObject(khatm.id, [6], reader);
    await reserveInObject(khatm.id, [7], reader);
    await khatmCoordinator(env, khatm.id).deliverEffects();
    const { accepted } = await mailbox.seen();
    expect(accepted.filter((message) => message.to === reader)).toHaveLength(3);
    expect(must(accepted[0]).headers["List-Unsubscribe"]).toMatch(/^<https:\/\/khatm\.test\/api\/email\/stop\//);
  });

  it("finishes pending deliveries in a new instance of the object, as after an eviction or a crash", async () => {
    const khatm = await createKhatm();
    const mailbox = providerMailbox();
    await sendThroughProvider(khatm.id, mailbox);
    await mailbox.refuse(1);
    const reader = await reserveInObject(khatm.id, [9]);
    await khatmCoordinator(env, khatm.id).deliverEffects();
    await crashObject(khatm.id);
    await sendThroughProvider(khatm.id, mailbox);
    await advanceDeliveryClock(khatm.id, 60 * 60_000);
    expect(await runAlarm(khatm.id)).toBe(true);
    const { accepted } = await mailbox.seen();
    expect(accepted.filter((message) => message.to === reader)).toHaveLength(1);
  });

  it("keeps a message that failed for the whole retry window as a dead letter, which the operator can retry", async () => {
    const khatm = await createKhatm();
    const mailbox = providerMailbox();
    await sendThroughProvider(khatm.id, mailbox);
    await mailbox.refuse(1000);
    const reader = await reserveInObject(khatm.id, [11]);
    const coordinator = khatmCoordinator(env, khatm.id);
    await coordinator.deliverEffects();
    await advanceDeliveryClock(khatm.id, RETRY_WINDOW_MS - 60_000);
    await coordinator.deliverEffects();
    expect(await coordinator.deadLetters()).toEqual([]);
    await advanceDeliveryClock(khatm.id, 2 * 60_000);
    await coordinator.deliverEffects();
    const dead = await coordinator.deadLetters();
    expect(dead.map((row) => row.intent.kind === "mail" && row.intent.mail.type)).toContain("reservation");
    await mailbox.refuse(0);
    expect(await coordinator.retryDeadLetters()).toBe(dead.length);
    expect(await coordinator.deadLetters()).toEqual([]);
    expect((await mailbox.seen()).accepted.filter((message) => message.to === reader)).toHaveLength(1);
  });

  it("does not count a refused reminder as sent: the next run sends it again, once accepted it is not repeated", async () => {
    const khatm = await createKhatm();
    const mailbox = providerMailbox();
    const readerEmail = uniqueEmail();
    await api("POST", `/api/khatms/${khatm.id}/reserve`, {
      body: { juzNumbers: [3], readerName: "Aisha", readerEmail, remind: true },
    });
    await sendThroughProvider(khatm.id, mailbox);
    await mailbox.refuse(1000);
    const coordinator = khatmCoordinator(env, khatm.id);
    const due = new Date(Date.now() + 7.1 * DAY_MS);
    await coordinator.runSchedule("https://khatm.test", due);
    await coordinator.deliverEffects();
    const reminded = () =>
      runInDurableObject(coordinator, (_i, state) =>
        state.storage.sql.exec<{ reminded_at: string | null }>("SELECT reminded_at FROM juz_schedules").one(),
      );
    expect((await reminded()).reminded_at).toBeNull();
    // While it waits for the provider, the schedule does not write a second one.
    await coordinator.runSchedule("https://khatm.test", new Date(due.getTime() + DAY_MS));
    const reminders = async () =>
      (await effectRows(khatm.id)).filter((row) => row.intent.kind === "mail" && row.intent.mail.type === "reminder");
    expect(await reminders()).toHaveLength(1);
    await mailbox.refuse(0);
    await advanceDeliveryClock(khatm.id, 60 * 60_000);
    await coordinator.deliverEffects();
    expect((await reminded()).reminded_at).toBe(due.toISOString());
    expect((await mailbox.seen()).accepted.filter((message) => message.to === readerEmail)).toHaveLength(1);
  });
});
