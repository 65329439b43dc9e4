import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createKhatm, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { fakeDevice, realServiceSubscription } from "../../test/push";

const subscriptions = async (): Promise<number> =>
  Number((await env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions").first())?.n);

describe("push subscriptions refused", () => {
  it("answer 404 for the key and a subscription while push is off (any VAPID setting missing)", async () => {
    const person = await signedIn("no-push");
    for (const missing of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]) {
      const off = { ...env, [missing]: "" };
      expect(await expectJson(await api("GET", "/api/push/key", { env: off }), 404)).toEqual({
        error: "NOT_FOUND",
        message: "Notifications are not set up on this site.",
      });
      const subscribe = await api("POST", "/api/push/subscriptions", {
        token: person.token,
        body: realServiceSubscription(),
        env: off,
      });
      expect(subscribe.status).toBe(404);
    }
    // A subject that is no contact is no setting either.
    expect((await api("GET", "/api/push/key", { env: { ...env, VAPID_SUBJECT: "operator" } })).status).toBe(404);
  });

  it("refuse an endpoint on no real push service, or on one in another form, with a 400 naming it", async () => {
    const person = await signedIn("bad-endpoints");
    const before = await subscriptions();
    const refused = [
      "https://attacker.example/collect",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:secret@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.attacker.example/abc",
      "https://evilpush.services.mozilla.com.example/abc",
      "http://push.fake.test.example/abc",
      "https://localhost/abc",
      "http://127.0.0.1:8787/api/khatms",
      "not a url",
    ];
    for (const endpoint of refused) {
      const body = await expectJson(
        await api("POST", "/api/push/subscriptions", { token: person.token, body: realServiceSubscription(endpoint) }),
        400,
      );
      expect(body, endpoint).toEqual({
        error: "BAD_REQUEST",
        message: "endpoint must be the https address of a push service",
        field: "endpoint",
      });
    }
    expect(await subscriptions()).toBe(before);
  });

  it("refuse malformed keys with a 400, and need a session or a reader key (401)", async () => {
    const person = await signedIn("bad-keys");
    const { subscription } = await fakeDevice();
    for (const keys of [
      { p256dh: subscription.keys.p256dh.slice(1), auth: subscription.keys.auth },
      { p256dh: `A${subscription.keys.p256dh.slice(1)}`, auth: subscription.keys.auth },
      { p256dh: subscription.keys.p256dh, auth: `${subscription.keys.auth}AA` },
      { p256dh: subscription.keys.p256dh, auth: "+/+/+/+/+/+/+/+/+/+/+/" },
    ]) {
      const body = await expectJson(
        await api("POST", "/api/push/subscriptions", { token: person.token, body: { ...subscription, keys } }),
        400,
      );
      expect(body).toMatchObject({ error: "BAD_REQUEST" });
      expect(String(body.field)).toMatch(/^keys\./);
    }
    expect(
      (await api("POST", "/api/push/subscriptions", { token: person.token, body: { endpoint: subscription.endpoint } }))
        .status,
    ).toBe(400);
    for (const [method, body] of [
      ["POST", subscription],
      ["DELETE", { endpoint: subscription.endpoint }],
      ["GET", undefined],
    ] as const) {
      expect(await expectJson(await api(method, "/api/push/subscriptions", { body }), 401)).toMatchObject({
        error: "UNAUTHORIZED",
      });
    }
  });

  it("answer 404 for a device the asker does not have", async () => {
    const khatm = await createKhatm();
    const { readerKey } = await reserve(khatm.id, [1]);
    const response = await api("DELETE", "/api/push/subscriptions", {
      readerKey,
      body: { endpoint: "https://fcm.googleapis.com/fcm/send/none" },
    });
    expect(await expectJson(response, 404)).toEqual({
      error: "NOT_FOUND",
      message: "This device does not get your notifications.",
    });
  });
});
