/**
 * Crash delivery: e-mails that a change causes must survive a provider outage and a crash of the worker. Against a
 * Resend-compatible fake provider (lib/fake-email-provider.ts) that refuses every message with a 503, readers
 * reserve a juz each on a `wrangler dev` with fresh state (EMAIL_MODE "resend", EMAIL_API_URL the fake). Right
 * after the last answer the whole wrangler process group is killed (SIGKILL: nothing runs after it), restarted on the
 * same state, and the provider comes back. Every reader must then get their reservation confirmation exactly once
 * (one delivery per reader and one per Idempotency-Key, every message carrying one) within the timeout. Figures:
 * the delay from each answer to the provider taking its confirmation, and from the provider's return.
 *
 *   pnpm exec tsx bench/crash-delivery.ts [--ports 8812,8813] [--readers 8] [--timeout 300] [--keep-state]
 *
 * Also `./bench/run --only crash-delivery`. Needs the built web app (pnpm build), as wrangler dev serves it.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { Api } from "./lib/api";
import { type Delivery, startFakeEmailProvider } from "./lib/fake-email-provider";
import { RESULTS_DIR, ROOT } from "./lib/paths";
import type { Row } from "./lib/report";
import { firstFreePort, freshMigratedState, startServer } from "./lib/server";
import { ms, summarise } from "./lib/stats";

/** After the last confirmation arrives, how long to go on listening for a second copy of any of them. */
const DUPLICATE_WATCH_MS = 5_000;

export interface CrashDeliveryOptions {
  /** Ports to choose from: the fake provider takes the first free one, wrangler dev the next. */
  ports: number[];
  readers?: number;
  timeoutMs?: number;
  keepState?: boolean;
  log?: (message: string) => void;
}

export async function runCrashDelivery(options: CrashDeliveryOptions): Promise<Row[]> {
  const readers = options.readers ?? 8;
  const timeoutMs = options.timeoutMs ?? 300_000;
  const log = options.log ?? (() => {});
  mkdirSync(RESULTS_DIR, { recursive: true });

  const provider = await startFakeEmailProvider({ port: await firstFreePort(options.ports), refusing: true });
  const port = await firstFreePort(options.ports.filter((candidate) => candidate !== provider.port));
  const stateDir = join(ROOT, `.wrangler/crash-state-${port}`);
  const vars = {
    EMAIL_MODE: "resend",
    EMAIL_API_URL: provider.url,
    EMAIL_API_KEY: "test",
    // Outside the dev outbox the worker signs the stop links in every e-mail, and refuses to send without a key.
    LINK_SIGNING_SECRET: "crash-delivery-bench-signing-secret",
  };
  const start = (run: number) =>
    startServer({ port, stateDir, logFile: join(RESULTS_DIR, `crash-delivery-wrangler-${run}.log`), vars });

  try {
    log(`fake provider at ${provider.url}, refusing; wrangler dev on ${port} over fresh state`);
    freshMigratedState(stateDir);
    const first = await start(1);
    const answeredAt = await reserveOneEach(new Api(first.origin), readers);
    await first.kill();
    const refusedBeforeCrash = provider.refusals();
    log(`${readers} reservations answered, wrangler killed (SIGKILL); ${refusedBeforeCrash} sends refused before`);

    const second = await start(2);
    try {
      provider.refuse(false);
      const backAt = Date.now();
      log("wrangler restarted on the same state, provider back; waiting for the confirmations");
      const confirmations = await untilDelivered(provider.deliveries, [...answeredAt.keys()], timeoutMs);
      return report({ answeredAt, backAt, refusedBeforeCrash, keyless: provider.keyless(), confirmations });
    } finally {
      await second.stop();
    }
  } finally {
    await provider.close();
    if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
  }
}

/** One reader per juz of a new khatm, each reserving through the API; answers when each answer arrived, by e-mail. */
async function reserveOneEach(api: Api, readers: number): Promise<Map<string, number>> {
  const khatm = await api.createKhatm("Crash delivery", "crash-creator@bench.local");
  const answeredAt = new Map<string, number>();
  for (let juz = 1; juz <= readers; juz++) {
    const readerEmail = `crash-reader-${juz}@bench.local`;
    const answer = await api.post(`/api/khatms/${khatm.id}/reserve`, {
      juzNumbers: [juz],
      readerName: `Reader ${juz}`,
      readerEmail,
    });
    if (answer.status !== 200) throw new Error(`reserve answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    answeredAt.set(readerEmail, Date.now());
  }
  return answeredAt;
}

/**
 * The deliveries to `readers` once each has one (or the timeout has passed), after watching a little longer for a
 * second copy.
 */
async function untilDelivered(deliveries: () => Delivery[], readers: string[], timeoutMs: number) {
  const toReaders = () => deliveries().filter((delivery) => delivery.to.some((to) => readers.includes(to)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && new Set(toReaders().flatMap((delivery) => delivery.to)).size < readers.length) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WATCH_MS));
  return toReaders();
}

function report(run: {
  answeredAt: Map<string, number>;
  backAt: number;
  refusedBeforeCrash: number;
  keyless: number;
  confirmations: Delivery[];
}): Row[] {
  const { answeredAt, confirmations } = run;
  const perReader = [...answeredAt.keys()].map((reader) => confirmations.filter((d) => d.to.includes(reader)));
  const missing = perReader.filter((copies) => copies.length === 0).length;
  const twice = perReader.filter((copies) => copies.length > 1).length;
  const keys = confirmations.map((delivery) => delivery.idempotencyKey);
  const keyed = keys.filter((key) => key !== null);
  const distinctKeys = new Set(keyed).size;
  const repeats = confirmations.reduce((sum, delivery) => sum + delivery.repeats, 0);
  const ok = missing === 0 && twice === 0 && run.keyless === 0 && distinctKeys === keys.length;

  const firstCopy = [...answeredAt].flatMap(([reader, at]) => {
    const copy = confirmations.find((delivery) => delivery.to.includes(reader));
    return copy ? [{ fromAnswer: copy.acceptedAt - at, fromReturn: copy.acceptedAt - run.backAt }] : [];
  });
  const fromAnswer = summarise(firstCopy.map((delay) => delay.fromAnswer));
  const fromReturn = summarise(firstCopy.map((delay) => delay.fromReturn));
  return [
    {
      bench: "crash-delivery",
      figure: "confirmations after a provider outage and a SIGKILL of wrangler dev",
      value:
        `${answeredAt.size - missing} of ${answeredAt.size} delivered, ${twice} more than once, ` +
        `${run.keyless} without Idempotency-Key, ${repeats} key repeats taken as one; ` +
        `${run.refusedBeforeCrash} sends refused before the crash`,
      target: "each exactly once",
      ok,
    },
    {
      bench: "crash-delivery",
      figure: "delivery delay, answer -> provider accepted (outage and restart included)",
      value: `p50 ${ms(fromAnswer.p50)}, p99 ${ms(fromAnswer.p99)} (n=${fromAnswer.count})`,
    },
    {
      bench: "crash-delivery",
      figure: "delivery delay, provider back -> accepted",
      value: `p50 ${ms(fromReturn.p50)}, p99 ${ms(fromReturn.p99)} (n=${fromReturn.count})`,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values: args } = parseArgs({
    options: {
      ports: { type: "string", default: "8812,8813,8814,8815" },
      readers: { type: "string", default: "8" },
      timeout: { type: "string", default: "300" },
      "keep-state": { type: "boolean", default: false },
    },
  });
  const rows = await runCrashDelivery({
    ports: args.ports.split(",").map(Number),
    readers: Number(args.readers),
    timeoutMs: Number(args.timeout) * 1000,
    keepState: args["keep-state"],
    log: (message) => console.error(`[crash-delivery] ${message}`),
  });
  for (const row of rows)
    console.log(`${row.figure}: ${row.value}${row.ok === undefined ? "" : row.ok ? "  ok" : "  NO"}`);
  process.exit(rows.every((row) => row.ok !== false) ? 0 : 1);
}
