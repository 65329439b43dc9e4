// The fake push service (test/fake-push-service/worker.js): devices whose pushes it decrypts, and what they got.
import type { PushPayload } from "@khatm/schema";

export const PUSH_ORIGIN = "https://push.fake.test";

/** A browser's PushSubscription.toJSON(), for a device at the fake push service. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface DeviceSeen {
  /** Each push the device took, decrypted with its key, with the headers the push service keeps it by. */
  received: Array<{ payload: PushPayload; ttl: number; urgency: string | null; topic: string | null }>;
  attempts: Array<{ status: number }>;
  /** Pushes refused for a bad VAPID header or body. */
  refused: string[];
}

export interface FakeDevice {
  subscription: DeviceSubscription;
  /** The next pushes are answered with these statuses (with this Retry-After, in seconds). */
  answer(statuses: number[], retryAfter?: number): Promise<void>;
  seen(): Promise<DeviceSeen>;
}

/** A new device (a browser's subscription) at the fake push service. */
export async function fakeDevice(): Promise<FakeDevice> {
  const subscription = (await (
    await fetch(`${PUSH_ORIGIN}/control/devices`, { method: "POST" })
  ).json()) as DeviceSubscription;
  const id = subscription.endpoint.split("/").pop();
  return {
    subscription,
    async answer(statuses, retryAfter) {
      await fetch(`${PUSH_ORIGIN}/control/${id}/answers`, {
        method: "POST",
        body: JSON.stringify({ statuses, retryAfter: retryAfter ?? null }),
      });
    },
    async seen() {
      return (await fetch(`${PUSH_ORIGIN}/control/${id}`)).json();
    },
  };
}

/** A subscription on one of the real push services, which the tests never post to. */
export function realServiceSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  };
}
