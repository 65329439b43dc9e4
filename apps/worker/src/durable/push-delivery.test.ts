// Issue 36: the khatm's pushes, delivered from its effects outbox to a fake push service that checks each push's
// VAPID signature and decrypts its payload with the device's own key (test/fake-push-service), as a phone would.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzId, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { advanceDeliveryClock, effectRows } from "../../test/provider";
import { type FakeDevice, fakeDevice } from "../../test/push";
import { runCron } from "../../test/schedule";
import { khatmCoordinator } from "./khatm-object";

/** Subscribes a new device of the fake push service for a reader key or a session. */
async function subscribed(credentials: { readerKey?: string; token?: string }): Promise<FakeDevice> {
  const device = await fakeDevice();
  await expectJson(await api("POST", "/api/push/subscriptions", { ...credentials, body: device.subscription }), 201);
  return device;
}

const subscriptionCount = async (endpoint: string) =>
  Number(
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?").bind(endpoint).first())?.n,
  );

/** The creator's "Send a reminder" (every reader with open juz gets one). */
const sendReminder = async (khatm: { id: string; creator: { manageKey?: string } }) =>
  expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders`, { ...khatm.creator, body: {} }), 200);

/** Runs the object's delivery passes as time goes by (`minutes` between them), as its alarm would. */
async function deliverOver(khatmId: string, passes: number, minutes: number): Promise<void> {
  for (let pass = 0; pass < passes; pass++) {
    await advanceDeliveryClock(khatmId, minutes * 60_000);
    await khatmCoordinator(env, khatmId).deliverEffects();
  }
}

describe("a khatm's pushes", () => {
  it("bring the creator's reminder to the reader's phone once, signed, encrypted and in words, without an e-mail", async () => {
    const khatm = await createKhatm({ name: "Ramadan Khatm" });
    const reader = await reserve(khatm.id, [3], { readerName: "Aisha" });
    const phone = await subscribed({ readerKey: reader.readerKey });
    await sendReminder(khatm);
    await deliverOver(khatm.id, 3, 60);

    const { received, attempts, refused } = await phone.seen();
    expect(refused).toEqual([]);
    expect(attempts).toEqual([{ status: 201 }]);
    expect(received).toEqual([
      {
        payload: {
          title: 'A reminder from "Ramadan Khatm"',
          body: "Khadija sent a reminder: your reading is waiting for you.",
          url: `/j/${khatm.accessCode}`,
          tag: `khatm-${khatm.accessCode}-reading`,
        },
        ttl: 86400,
        urgency: "normal",
        topic: `khatm-${khatm.accessCode}-reading`,
      },
    ]);
    expect(JSON.stringify(received)).not.toContain("@");
    // The e-mail went as before, beside the push.
    const rows = await effectRows(khatm.id);
    expect(rows.filter((row) => row.intent.kind === "mail" && row.intent.mail.type === "reminder")).toHaveLength(1);
  });

  it("reach a signed-in reader's account devices in the account's language, and the creator's milestone its page", async () => {
    const reader = await signedIn("phone-reader");
    await expectJson(
      await api("POST", "/api/auth/update-profile", { token: reader.token, body: { locale: "fr" } }),
      200,
    );
    const creator = await signedIn("phone-creator");
    const khatm = await createKhatm({ creator, name: "Famille" });
    const readerPhone = await subscribed({ token: reader.token });
    const creatorPhone = await subscribed({ token: creator.token });
    const all = Array.from({ length: 30 }, (_, index) => index + 1);
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: reader.token,
        body: { juzNumbers: all, readerName: "Yusuf" },
      }),
      200,
    );
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reminders`, { token: creator.token, body: {} }), 200);
    await deliverOver(khatm.id, 2, 60);
    // Its own reservation is no push (the page just showed it); the reminder is, in French.
    expect((await readerPhone.seen()).received.map((push) => push.payload)).toEqual([
      {
        title: "Un rappel de « Famille »",
        body: expect.stringContaining("votre lecture vous attend"),
        url: `/j/${khatm.accessCode}`,
        tag: `khatm-${khatm.accessCode}-reading`,
      },
    ]);
    expect((await creatorPhone.seen()).received.map((push) => push.payload)).toEqual([
      {
        title: 'Every part of "Famille" is taken',
        body: "Open the Khatm to follow the reading.",
        url: `/n/${khatm.accessCode}`,
        tag: `khatm-${khatm.accessCode}-taken`,
      },
    ]);
  });

  it("forget a device its push service no longer knows (410), and send it nothing more", async () => {
    const khatm = await createKhatm();
    const reader = await reserve(khatm.id, [1]);
    const phone = await subscribed({ readerKey: reader.readerKey });
    await phone.answer([410]);
    await sendReminder(khatm);
    expect((await phone.seen()).attempts).toEqual([{ status: 410 }]);
    expect(await subscriptionCount(phone.subscription.endpoint)).toBe(0);
    const [push] = (await effectRows(khatm.id)).filter((row) => row.intent.kind === "pushDevice");
    expect(push?.outcome).toBe("dropped");
    await deliverOver(khatm.id, 3, 24 * 60);
    expect((await phone.seen()).attempts).toHaveLength(1);
  });

  it("retry a push service that answers 503 twice, honouring its Retry-After, and deliver once to each device", async () => {
    const khatm = await createKhatm();
    const reader = await reserve(khatm.id, [1]);
    const busy = await subscribed({ readerKey: reader.readerKey });
    const calm = await subscribed({ readerKey: reader.readerKey });
    await busy.answer([503, 503], 600);
    await sendReminder(khatm);
    expect((await busy.seen()).attempts).toEqual([{ status: 503 }]);
    expect((await calm.seen()).received).toHaveLength(1);
    // The backoff's first wait (15 s) is shorter than the 10 minutes the service asked for: nothing before those.
    await deliverOver(khatm.id, 1, 1);
    expect((await busy.seen()).attempts).toHaveLength(1);
    await deliverOver(khatm.id, 1, 10);
    expect((await busy.seen()).attempts).toEqual([{ status: 503 }, { status: 503 }]);
    await deliverOver(khatm.id, 4, 60);
    const seen = await busy.seen();
    expect(seen.attempts).toEqual([{ status: 503 }, { status: 503 }, { status: 201 }]);
    expect(seen.received).toHaveLength(1);
    // The device that took it at once was not sent it again by the retries.
    expect((await calm.seen()).attempts).toEqual([{ status: 201 }]);
  });

  it("make a push the service refuses for good (400) a dead letter at once, with its reason on the dev outbox page", async () => {
    const khatm = await createKhatm();
    const reader = await reserve(khatm.id, [1]);
    const phone = await subscribed({ readerKey: reader.readerKey });
    await phone.answer([400]);
    await sendReminder(khatm);
    await deliverOver(khatm.id, 2, 60);
    expect((await phone.seen()).attempts).toEqual([{ status: 400 }]);
    const [letter] = await khatmCoordinator(env, khatm.id).deadLetters();
    expect(letter?.lastError).toBe("push.fake.test push service answered 400: answered 400");
    const page = await (await api("GET", "/dev/outbox")).text();
    expect(page).toContain("push: reminder to a push.fake.test device");
    expect(page).toContain("push.fake.test push service answered 400");
    expect(page).not.toContain(phone.subscription.endpoint);
  });

  it("warn a signed-out reader's phone of a stale part, and tell it once the part is freed", async () => {
    const khatm = await createKhatm({ name: "Slow Khatm" });
    await expectJson(
      await api("PATCH", `/api/khatms/${khatm.id}/settings`, { ...khatm.creator, body: { staleDays: 3 } }),
      200,
    );
    const reader = await reserve(khatm.id, [9]);
    const phone = await subscribed({ readerKey: reader.readerKey });
    await runCron(2.1);
    // Freed with its grant: the reader holds nothing here any more, and the push still reaches the key's phone.
    await runCron(3.2);
    expect((await phone.seen()).received.map((push) => push.payload.title)).toEqual([
      'Your reservation in "Slow Khatm" will be freed tomorrow',
      'Your reservation in "Slow Khatm" is available again',
    ]);
  });

  it("go to the devices of the readers reminded only, and nowhere while push is off", async () => {
    const khatm = await createKhatm();
    const reading = await reserve(khatm.id, [1]);
    const done = await reserve(khatm.id, [2], { readerEmail: uniqueEmail("done") });
    await expectJson(
      await api("POST", `/api/juzs/${await juzId(khatm.id, 2)}/complete`, { readerKey: done.readerKey, body: {} }),
      200,
    );
    const [readingPhone, donePhone] = [
      await subscribed({ readerKey: reading.readerKey }),
      await subscribed({ readerKey: done.readerKey }),
    ];
    await sendReminder(khatm);
    expect((await readingPhone.seen()).received).toHaveLength(1);
    expect((await donePhone.seen()).attempts).toEqual([]);

    // The object's own bindings without the private key: push is off, the push is dropped, the e-mail still goes.
    const later = await createKhatm();
    const reader = await reserve(later.id, [1]);
    const phone = await subscribed({ readerKey: reader.readerKey });
    await runInDurableObject(khatmCoordinator(env, later.id), (instance) => {
      Object.assign(instance, { env: { ...env, VAPID_PRIVATE_KEY: "" } });
    });
    await sendReminder(later);
    expect((await phone.seen()).attempts).toEqual([]);
    const rows = await effectRows(later.id);
    expect(rows.filter((row) => row.intent.kind === "push").map((row) => row.outcome)).toEqual(["dropped"]);
    expect(rows.filter((row) => row.intent.kind === "mail" && row.intent.mail.type === "reminder")).toMatchObject([
      { outcome: "sent" },
    ]);
  });
});
