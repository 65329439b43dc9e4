import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushSubscriptionRow } from "../db/schema";
import type { PushMessage } from "./messages";
import type { Vapid } from "./vapid";

/** What the push service answered: taken (2xx), or its status, the wait it asked for and why. */
export type PushAnswer =
  | { ok: true; status: number }
  | { ok: false; status: number; retryAfterMs: number | null; reason: string };

/** How much of a refusal's body is kept as its reason (the dead letter shows it). */
const REASON_CHARS = 200;

/**
 * Sends one push (RFC 8030) to one device: the payload encrypted for the subscription's keys (aes128gcm, RFC 8291) and
 * signed with the deployment's VAPID key (RFC 8292, ES256, `aud` the endpoint's origin, `exp` 12 hours ahead), by
 * @block65/webcrypto-web-push, which does both with WebCrypto alone (no Node APIs: it runs in workerd as it is).
 */
export async function sendPush(
  subscription: Pick<PushSubscriptionRow, "endpoint" | "p256dh" | "auth">,
  message: PushMessage,
  vapid: Vapid,
  now: () => number = Date.now,
): Promise<PushAnswer> {
  const request = await pushRequest(subscription, message, vapid);
  const response = await fetch(subscription.endpoint, {
    method: "POST",
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return { ok: true, status: response.status };
  }
  const reason = (await response.text().catch(() => "")).slice(0, REASON_CHARS);
  return {
    ok: false,
    status: response.status,
    retryAfterMs: retryAfterOf(response.headers.get("Retry-After"), now()),
    reason,
  };
}

/** A push's body (encrypted for the device) and headers (VAPID, TTL, Urgency, Topic): the CPU a push costs. */
export function pushRequest(
  subscription: Pick<PushSubscriptionRow, "endpoint" | "p256dh" | "auth">,
  message: PushMessage,
  vapid: Vapid,
) {
  return buildPushPayload(
    { data: message.payload, options: { ttl: message.ttl, urgency: message.urgency, topic: message.topic } },
    {
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    vapid,
  );
}

/** Retry-After as milliseconds from `now`: seconds, or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterOf(header: string | null, now: number): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
