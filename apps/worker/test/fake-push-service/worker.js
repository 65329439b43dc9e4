// A Web Push service for the worker tests (RFC 8030), reached through the fake e-mail provider's worker, which the
// worker's outbound requests go to (vitest.config.ts) and which hands it every request for PUSH_ORIGIN. Like a real
// one it checks each push's VAPID header (RFC 8292: an ES256 JWT signed by the key in `k`, `aud` its origin, `exp`
// within 24 hours, `sub` a mailto: or https: contact) and decrypts its aes128gcm body (RFC 8291) with the device's
// private key, which only it holds, so a test reads what the phone would show.
//   POST /control/devices                   a new device: {endpoint, keys: {p256dh, auth}} (its toJSON())
//   POST /control/{device}/answers {statuses, retryAfter?}
//                                           the next pushes to the device are answered with these statuses
//   GET  /control/{device}                  {received: [{payload, ttl, urgency, topic}], attempts: [{status}],
//                                            refused: [reason]}
//   POST /push/{device}                     the push resource a subscription names
export const PUSH_ORIGIN = "https://push.fake.test";

const devices = new Map();
const encoder = new TextEncoder();

function base64url(bytes) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text) {
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
}

const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(new Uint8Array(part), at);
    at += part.byteLength;
  }
  return out;
};

async function hkdf(salt, ikm, info, length) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8));
}

async function newDevice() {
  const id = crypto.randomUUID();
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const auth = crypto.getRandomValues(new Uint8Array(16));
  devices.set(id, {
    privateKey: pair.privateKey,
    publicKey,
    auth,
    answers: [],
    retryAfter: null,
    received: [],
    attempts: [],
    refused: [],
  });
  return {
    endpoint: `${PUSH_ORIGIN}/push/${id}`,
    expirationTime: null,
    keys: { p256dh: base64url(publicKey), auth: base64url(auth) },
  };
}

/** RFC 8292: the reason the VAPID header is refused, or null when it holds. */
async function vapidProblem(header) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return "no VAPID authorization";
  const [, token, key] = match;
  const [head, body, signature] = token.split(".");
  const header64 = JSON.parse(new TextDecoder().decode(fromBase64url(head)));
  if (header64.alg !== "ES256") return `alg ${header64.alg}`;
  const publicKey = await crypto.subtle.importKey(
    "raw",
    fromBase64url(key),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    publicKey,
    fromBase64url(signature),
    encoder.encode(`${head}.${body}`),
  );
  if (!valid) return "bad signature";
  const claims = JSON.parse(new TextDecoder().decode(fromBase64url(body)));
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== PUSH_ORIGIN) return `aud ${claims.aud}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return `exp ${claims.exp}`;
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(claims.sub ?? "")) return `sub ${claims.sub}`;
  return null;
}

/** RFC 8291 / RFC 8188: the plaintext of an aes128gcm body of one record, for this device. */
async function decrypt(device, body) {
  const salt = body.slice(0, 16);
  const idLength = body[20];
  const senderKey = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const sender = await crypto.subtle.importKey("raw", senderKey, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, device.privateKey, 256),
  );
  const keyInfo = concat(encoder.encode("WebPush: info\0"), device.publicKey, senderKey);
  const ikm = await hkdf(device.auth, secret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

export async function handlePush(request) {
  const url = new URL(request.url);
  const [, area, id, what] = url.pathname.split("/");
  if (area === "control" && id === "devices" && request.method === "POST") return Response.json(await newDevice());
  const device = devices.get(id);
  if (!device) return new Response("no such device", { status: 404 });
  if (area === "control" && what === "answers" && request.method === "POST") {
    const { statuses, retryAfter = null } = await request.json();
    device.answers.push(...statuses);
    device.retryAfter = retryAfter;
    return Response.json({ queued: device.answers.length });
  }
  if (area === "control" && request.method === "GET") {
    return Response.json({ received: device.received, attempts: device.attempts, refused: device.refused });
  }
  if (area !== "push" || request.method !== "POST") return new Response("not found", { status: 404 });
  const body = new Uint8Array(await request.arrayBuffer());
  const problem =
    (await vapidProblem(request.headers.get("Authorization"))) ??
    (request.headers.get("Content-Encoding") !== "aes128gcm" ? "not aes128gcm" : null) ??
    (!/^\d+$/.test(request.headers.get("TTL") ?? "") ? "no TTL" : null);
  if (problem) {
    device.refused.push(problem);
    device.attempts.push({ status: 403 });
    return new Response(problem, { status: 403 });
  }
  const status = device.answers.shift();
  if (status !== undefined) {
    device.attempts.push({ status });
    const headers = device.retryAfter !== null ? { "Retry-After": String(device.retryAfter) } : {};
    return new Response(`answered ${status}`, { status, headers });
  }
  let payload;
  try {
    payload = JSON.parse(await decrypt(device, body));
  } catch (error) {
    device.refused.push(`undecryptable: ${error}`);
    device.attempts.push({ status: 400 });
    return new Response("undecryptable", { status: 400 });
  }
  device.attempts.push({ status: 201 });
  device.received.push({
    payload,
    ttl: Number(request.headers.get("TTL")),
    urgency: request.headers.get("Urgency"),
    topic: request.headers.get("Topic"),
  });
  return new Response(null, { status: 201, headers: { Location: `${PUSH_ORIGIN}/message/${crypto.randomUUID()}` } });
}
