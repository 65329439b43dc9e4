/**
 * Issue 36: what a push costs the worker, and a reminder fanned out to a full page khatm's readers.
 * - One push, in Node (the same V8 and WebCrypto as workerd) with the worker's own modules: the wording
 *   (apps/worker/src/push/messages.ts) and push/send.ts's pushRequest (@block65/webcrypto-web-push), which encrypts
 *   (aes128gcm) and signs (VAPID ES256) it. 200 pushes to one device after a warm-up; the median process CPU and wall
 *   time of one (what a Worker's CPU limit counts per push).
 * - The fan-out, through the khatm's object on the metered server (apps/worker/src/metered.ts, whose pushes go to a
 *   local push service, bench/lib/push-service.ts): 604 readers each reserve a page of a page khatm from a browser of
 *   their own and subscribe 2 devices; the creator's "Send a reminder" then makes 604 e-mails and 1,208 pushes, each
 *   an effect of the khatm's outbox, worded in its reader's language, encrypted, signed and posted by the object's
 *   alarm. Time from the reminder's request to the last push taken, and pushes per second.
 * `./bench/run --only push`.
 */
import { performance } from "node:perf_hooks";
import { AVAILABLE_LOCALES, createTranslator, type Translator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import type { PushedMail } from "../apps/worker/src/durable/effect-intents";
import { pushMessageOf } from "../apps/worker/src/push/messages";
import { pushRequest } from "../apps/worker/src/push/send";
import { type Api, MANAGE_KEY_HEADER, pool, READER_KEY_HEADER } from "./lib/api";
import { deviceSubscription, type startPushService, vapidKeys } from "./lib/push-service";
import type { Row } from "./lib/report";
import { ms, perSecond } from "./lib/stats";

const RUNS = 200;
const READERS = 604;
const DEVICES_EACH = 2;
const TARGET_CPU_MS = 10;
/** The longest the fan-out may take before the bench gives up on it. */
const FAN_OUT_LIMIT_MS = 300_000;

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

/** One push's CPU, in Node. */
export async function runPushCpu(): Promise<Row[]> {
  const translators: Translator[] = await Promise.all(
    AVAILABLE_LOCALES.map(async (locale) => createTranslator(locale, await loadCatalogue(locale))),
  );
  const vapid = await vapidKeys();
  const device = await deviceSubscription(0);
  const build = (reader: number) => {
    const message = pushMessageOf(reminder(reader), translators[reader % translators.length] as Translator);
    return pushRequest({ endpoint: device.endpoint, ...device.keys }, message, vapid);
  };
  for (let run = 0; run < 20; run++) await build(run);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const used = process.cpuUsage();
    await build(run);
    const { user, system } = process.cpuUsage(used);
    wall.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }
  return [
    {
      bench: "push",
      figure: "one push, worded, encrypted (aes128gcm) and signed (VAPID ES256): median process CPU, wall",
      value: `${ms(median(cpu))}, ${ms(median(wall))}`,
      target: `< ${TARGET_CPU_MS} ms CPU`,
      ok: median(cpu) < TARGET_CPU_MS,
    },
  ];
}

/** The reminder fanned out through the khatm's object, on a server that pushes to `service`. */
export async function runPushFanOut(api: Api, service: Awaited<ReturnType<typeof startPushService>>): Promise<Row[]> {
  const khatm = await api.createKhatm("Push fan-out pages", "push-fan-out@bench.local", false, "page");
  await pool(
    Array.from({ length: READERS }, (_, i) => i),
    8,
    async (i) => {
      const reserved = await api.post(`/api/khatms/${khatm.id}/reserve`, {
        juzNumbers: [i + 1],
        readerName: `Reader ${i + 1}`,
        readerEmail: `fan-out-${i + 1}@bench.local`,
      });
      if (reserved.status !== 201 && reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`);
      for (let device = 0; device < DEVICES_EACH; device++) {
        const subscribed = await api.post("/api/push/subscriptions", await deviceSubscription(`${i}-${device}`), {
          [READER_KEY_HEADER]: reserved.body.readerKey,
        });
        if (subscribed.status !== 201) throw new Error(`subscribing answered ${subscribed.status}`);
      }
    },
  );
  const before = service.taken();
  const pushes = READERS * DEVICES_EACH;
  const started = performance.now();
  const answer = await api.post(`/api/khatms/${khatm.id}/reminders`, {}, { [MANAGE_KEY_HEADER]: khatm.manageKey });
  if (answer.status !== 200) throw new Error(`the reminder answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const answeredMs = performance.now() - started;
  while (service.taken() - before < pushes && performance.now() - started < FAN_OUT_LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const taken = service.taken() - before;
  const seconds = (service.lastTakenAt() - started) / 1000;
  return [
    {
      bench: "push",
      figure: `"Send a reminder" to ${READERS} readers x ${DEVICES_EACH} devices through the khatm's object: ${pushes.toLocaleString("en-US")} pushes (and ${READERS} e-mails) from its outbox to a local push service`,
      value: `${taken.toLocaleString("en-US")} taken, the last ${seconds.toFixed(1)} s after the request (answered in ${ms(answeredMs)}), ${perSecond(taken / seconds)}`,
      ok: taken === pushes,
    },
  ];
}
