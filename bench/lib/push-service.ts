import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { BENCH_PUSH_ORIGIN } from "../../apps/worker/src/bench-push-origin";

const base64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString("base64url");

/** A VAPID key pair, as `scripts/vapid-keys.mjs` makes one: the public point and the private scalar, base64url. */
export async function vapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const point = await crypto.subtle.exportKey("raw", pair.publicKey);
  return { publicKey: base64url(point), privateKey: jwk.d ?? "", subject: "mailto:operator@bench.local" };
}

/** A browser's subscription (`PushSubscription.toJSON()`): an endpoint, its P-256 point and 16-byte auth secret. */
export async function deviceSubscription(index: number | string) {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  return {
    endpoint: `${BENCH_PUSH_ORIGIN}/push/${index}`,
    expirationTime: null,
    keys: {
      p256dh: base64url(await crypto.subtle.exportKey("raw", pair.publicKey)),
      auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
    },
  };
}

/**
 * A push service on 127.0.0.1 that takes every push (201) and counts those that are one: an aes128gcm body with a
 * VAPID Authorization header. `lastTakenAt` is performance.now() of the latest.
 */
export async function startPushService() {
  let taken = 0;
  let lastTakenAt = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.headers["content-encoding"] === "aes128gcm" && request.headers.authorization?.startsWith("vapid ")) {
        taken += 1;
        lastTakenAt = performance.now();
      }
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    taken: () => taken,
    lastTakenAt: () => lastTakenAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The vars a server needs to push to the bench's devices through `service` (the metered entry only). */
export function pushVars(vapid: Awaited<ReturnType<typeof vapidKeys>>, serviceOrigin: string) {
  return {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: vapid.subject,
    PUSH_ALLOWED_ORIGINS: BENCH_PUSH_ORIGIN,
    BENCH_PUSH_SERVICE: serviceOrigin,
  };
}
