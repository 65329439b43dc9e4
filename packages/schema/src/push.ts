import * as z from "zod";
import { isoDateTimeSchema } from "./common";
import { validationMessage } from "./messages";

/**
 * URL-safe base64 without padding of a key's exact length (what PushSubscription.toJSON() gives): 65 bytes are 87
 * characters, 16 bytes 22. Literal patterns, so the ReDoS test (redos.test.ts) checks them.
 */
const BASE64URL_OF_BYTES = { 65: /^[A-Za-z0-9_-]{87}$/, 16: /^[A-Za-z0-9_-]{22}$/ } as const;
const base64urlOf = (bytes: keyof typeof BASE64URL_OF_BYTES, key: "validation.pushKeyInvalid") =>
  z.string({ error: validationMessage(key) }).regex(BASE64URL_OF_BYTES[bytes], { error: validationMessage(key) });

/**
 * POST /api/push/subscriptions: a browser's `PushSubscription.toJSON()`. The endpoint's origin is checked against the
 * real push services by the worker (rules/push-endpoints.ts); `p256dh` is the browser's P-256 point (65 bytes, always
 * uncompressed: its base64 begins with "B"), `auth` its 16-byte secret.
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: validationMessage("validation.pushEndpointInvalid") })
    .max(2048, { error: validationMessage("validation.pushEndpointInvalid") }),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: base64urlOf(65, "validation.pushKeyInvalid").startsWith("B", {
        error: validationMessage("validation.pushKeyInvalid"),
      }),
      auth: base64urlOf(16, "validation.pushKeyInvalid"),
    },
    { error: validationMessage("validation.pushKeyInvalid") },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push/subscriptions: the browser's own endpoint, which it alone knows. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z
    .string({ error: validationMessage("validation.pushEndpointInvalid") })
    .max(2048, { error: validationMessage("validation.pushEndpointInvalid") }),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** One device that gets this reader's or account's pushes, as the device list shows it: never its endpoint or keys. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  createdAt: isoDateTimeSchema,
  /** The push service's name ("Google", "Mozilla", "Apple", "Microsoft", or an allowed origin's host). */
  service: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /api/push/subscriptions. */
export const pushDevicesResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDevicesResponse = z.infer<typeof pushDevicesResponseSchema>;

/** GET /api/push/key: the VAPID public key (base64url of the 65-byte point), for `pushManager.subscribe`. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * What a push carries, decrypted by the service worker: the notification's words in the recipient's language, the
 * address a tap opens (`/j/{code}` for a reader, `/n/{code}` for the creator) and the tag a newer one replaces.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
