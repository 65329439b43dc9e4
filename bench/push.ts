/**
 * Issue 36: what a push costs the worker, and a reminder fanned out to a full page khatm's readers, in Node (the same
 * V8 and WebCrypto as workerd), with the worker's own modules: the wording (apps/worker/src/push/messages.ts) and
 * push/send.ts's pushRequest (@block65/webcrypto-web-push), which encrypts (aes128gcm) and signs (VAPID ES256) each push.
 * - One push: 200 pushes to one device after a warm-up, each worded, encrypted and signed; the median process CPU and
 *   wall time of one (what a Worker's CPU limit counts per push).
 * - The fan-out: "Send a reminder" to 604 readers with 2 devices each (a page khatm, one reader per page): 1,208
 *   pushes, each worded in its reader's language, encrypted for its device's keys, signed and posted to a push
 *   service on 127.0.0.1 that answers 201, 25 at a time as the khatm's effects outbox delivers a batch. Time to the
 *   last push taken and pushes per second. Not counted: the outbox's own bookkeeping in the object's SQLite and the
 *   D1 lookup of each reader's devices (one query per reader); workerd's library checks a push service is https,
 *   which a local one is not, so the posting is the bench's own fetch, of the bytes and headers the library made.
 * Runs alone: `pnpm exec tsx bench/push.ts`, or `./bench/run --only push` (no server).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { AVAILABLE_LOCALES, createTranslator, type Translator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import type { PushedMail } from "../apps/worker/src/durable/effect-intents";
import { pushMessageOf } from "../apps/worker/src/push/messages";
import { pushRequest } from "../apps/worker/src/push/send";
import type { Row } from "./lib/report";
import { ms, perSecond } from "./lib/stats";

const RUNS = 200;
const READERS = 604;
const DEVICES_EACH = 2;
/** The effects outbox delivers a batch of this many side by side (apps/worker/src/durable/effect-outbox.ts). */
const BATCH = 25;
const TARGET_CPU_MS = 10;

const base64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString("base64url");

async function vapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const point = await crypto.subtle.exportKey("raw", pair.publicKey);
  return { publicKey: base64url(point), privateKey: jwk.d ?? "", subject: "mailto:operator@bench.local" };
}

/** A browser's subscription keys: its P-256 point and 16-byte auth secret. */
async function deviceKeys(index: number) {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  return {
    endpoint: `https://push.bench.local/push/${index}`,
    expirationTime: null,
    keys: {
      p256dh: base64url(await crypto.subtle.exportKey("raw", pair.publicKey)),
      auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
    },
  };
}

/** The creator's "Send a reminder" to one reader of a 604-page khatm, as the khatm's object writes it. */
function reminder(reader: number): PushedMail {
  return {
    type: "reminder",
    origin: "https://khatms.example",
    requester: null,
    fromCreator: "Khadija",
    at: new Date().toISOString(),
    khatm: { id: "bench", name: "Ramadan pages for our grandmother", accessCode: "123456", round: 1 },
    reader: { email: `reader-${reader}@bench.local`, name: `Reader ${reader}`, locale: null, juzs: [] },
  } as unknown as PushedMail;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runPush(): Promise<Row[]> {
  const translators: Translator[] = await Promise.all(
    AVAILABLE_LOCALES.map(async (locale) => createTranslator(locale, await loadCatalogue(locale))),
  );
  const vapid = await vapidKeys();
  const oneDevice = await deviceKeys(0);
  const build = (reader: number, device: Awaited<ReturnType<typeof deviceKeys>>) => {
    const message = pushMessageOf(reminder(reader), translators[reader % translators.length] as Translator);
    return pushRequest({ endpoint: device.endpoint, ...device.keys }, message, vapid);
  };

  for (let run = 0; run < 20; run++) await build(run, oneDevice);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const used = process.cpuUsage();
    await build(run, oneDevice);
    const { user, system } = process.cpuUsage(used);
    wall.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }

  // The push service: takes every push (201) and counts it.
  let taken = 0;
  const service = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.headers["content-encoding"] === "aes128gcm" && request.headers.authorization?.startsWith("vapid "))
        taken += 1;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  const { port } = service.address() as AddressInfo;
  const devices = await Promise.all(Array.from({ length: READERS * DEVICES_EACH }, (_, index) => deviceKeys(index)));
  const started = performance.now();
  const fanOutCpu = process.cpuUsage();
  for (let first = 0; first < devices.length; first += BATCH) {
    await Promise.all(
      devices.slice(first, first + BATCH).map(async (device, offset) => {
        const index = first + offset;
        const request = await build(Math.floor(index / DEVICES_EACH), device);
        const answer = await fetch(`http://127.0.0.1:${port}/push/${index}`, {
          method: "POST",
          headers: request.headers,
          body: request.body,
        });
        await answer.arrayBuffer();
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(fanOutCpu);
  service.close();
  const pushes = devices.length;
  return [
    {
      bench: "push",
      figure: "one push, worded, encrypted (aes128gcm) and signed (VAPID ES256): median process CPU, wall",
      value: `${ms(median(cpu))}, ${ms(median(wall))}`,
      target: `< ${TARGET_CPU_MS} ms CPU`,
      ok: median(cpu) < TARGET_CPU_MS,
    },
    {
      bench: "push",
      figure: `"Send a reminder" to ${READERS} readers x ${DEVICES_EACH} devices: ${pushes.toLocaleString("en-US")} pushes, ${BATCH} at a time, to a local push service`,
      value: `${taken.toLocaleString("en-US")} taken in ${seconds.toFixed(2)} s, ${perSecond(pushes / seconds)}; CPU ${ms((user + system) / 1000 / pushes)} a push`,
      ok: taken === pushes,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runPush())
    console.log(`${row.figure}: ${row.value}${row.target ? ` (target ${row.target})` : ""}`);
}
