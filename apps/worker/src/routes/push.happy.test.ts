import { env } from "cloudflare:test";
import type { PushDevice, PushDevicesResponse, PushKeyResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, reserve, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { fakeDevice, realServiceSubscription } from "../../test/push";
import { fromBase64url } from "../lib/base64url";
import { DEVICES_PER_OWNER } from "../push/subscription-store";

describe("GET /api/push/key", () => {
  it("answers the VAPID public key: the 65-byte uncompressed point, base64url", async () => {
    const { publicKey } = await expectJson<PushKeyResponse>(await api("GET", "/api/push/key"), 200);
    expect(publicKey).toBe(env.VAPID_PUBLIC_KEY);
    const point = fromBase64url(publicKey);
    expect(point?.length).toBe(65);
    expect(point?.[0]).toBe(4);
  });
});

describe("POST, GET and DELETE /api/push/subscriptions", () => {
  it("subscribe a signed-out reader's browser by its reader key, list it without its address, and remove it", async () => {
    const khatm = await createKhatm();
    const { readerKey } = await reserve(khatm.id, [1]);
    const device = await fakeDevice();
    const made = await expectJson<PushDevice>(
      await api("POST", "/api/push/subscriptions", { readerKey, body: device.subscription }),
      201,
    );
    expect(made).toEqual({ id: expect.any(String), createdAt: expect.any(String), service: "push.fake.test" });
    // A browser renewing its subscription sends the same endpoint again: still one device, the same id.
    const again = await expectJson<PushDevice>(
      await api("POST", "/api/push/subscriptions", { readerKey, body: device.subscription }),
      201,
    );
    expect(again.id).toBe(made.id);
    const { devices } = await expectJson<PushDevicesResponse>(
      await api("GET", "/api/push/subscriptions", { readerKey }),
      200,
    );
    expect(devices).toEqual([{ id: made.id, createdAt: again.createdAt, service: "push.fake.test" }]);

    const removed = await api("DELETE", "/api/push/subscriptions", {
      readerKey,
      body: { endpoint: device.subscription.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(
      (await expectJson<PushDevicesResponse>(await api("GET", "/api/push/subscriptions", { readerKey }), 200)).devices,
    ).toEqual([]);
  });

  it("subscribe an account's devices by its session, naming each real push service", async () => {
    const person = await signedIn("pusher");
    const endpoints = [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QAbc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ];
    for (const endpoint of endpoints) {
      await expectJson(
        await api("POST", "/api/push/subscriptions", { token: person.token, body: realServiceSubscription(endpoint) }),
        201,
      );
    }
    const { devices } = await expectJson<PushDevicesResponse>(
      await api("GET", "/api/push/subscriptions", { token: person.token }),
      200,
    );
    expect(devices.map((device) => device.service)).toEqual(["Google", "Mozilla", "Apple", "Microsoft"]);
  });

  it(`keep at most ${DEVICES_PER_OWNER} devices per account: the oldest goes`, async () => {
    const person = await signedIn("many-devices");
    const ids: string[] = [];
    for (let index = 0; index <= DEVICES_PER_OWNER; index++) {
      const made = await expectJson<PushDevice>(
        await api("POST", "/api/push/subscriptions", { token: person.token, body: realServiceSubscription() }),
        201,
      );
      ids.push(made.id);
      // createdAt orders the devices: one a millisecond apart at least.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const { devices } = await expectJson<PushDevicesResponse>(
      await api("GET", "/api/push/subscriptions", { token: person.token }),
      200,
    );
    expect(devices.map((device) => device.id)).toEqual(ids.slice(1));
  });
});
