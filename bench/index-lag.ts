/**
 * Index lag: the lists read D1's index, which each khatm's Durable Object updates by its sync after a commit. For
 * each sample, a reader reserves (or cancels) a juz of a public khatm with a name no other khatm has (its creator
 * signed in, so it is listed); from the moment the answer arrives, the public list searched for that name is read
 * every few milliseconds until it shows the new count. Also measured while other khatms take reservations at the
 * same time, as on a busy day.
 */
import { type Api, pool, READER_KEY_HEADER, signIn } from "./lib/api";
import type { Row } from "./lib/report";
import { ms, summarise } from "./lib/stats";

const POLL_MS = 5;
const GIVE_UP_MS = 10_000;

export async function runIndexLag(options: { api: Api; samples?: number }): Promise<Row[]> {
  const { api } = options;
  const samples = options.samples ?? 100;
  const quiet = await measure(api, samples, "quiet");
  // Background load: 8 connections reserving and cancelling on 8 other khatms while the samples run.
  const busyKhatms = await Promise.all(
    Array.from({ length: 8 }, (_, i) => api.createKhatm(`Bench lag load ${i}`, `lag-load-${i}@bench.local`)),
  );
  let loading = true;
  const load = pool(busyKhatms, 8, async (khatm) => {
    const juzs = await api.juzs(khatm.id);
    for (let n = 0; loading; n = (n + 1) % 30) {
      const reserved = await api.post(`/api/khatms/${khatm.id}/reserve`, {
        juzNumbers: [n + 1],
        readerName: "Load",
        readerEmail: `load-${n}@bench.local`,
      });
      await api.post(`/api/juzs/${juzs[n]?.id}/cancel`, {}, { [READER_KEY_HEADER]: reserved.body.readerKey });
    }
  });
  const busy = await measure(api, samples, "busy");
  loading = false;
  await load;
  return [row("quiet", quiet), row("busy (8 other khatms under load)", busy)];
}

function row(label: string, lags: number[]): Row {
  const summary = summarise(lags);
  return {
    bench: "index-lag",
    figure: `answer -> public list shows it, ${label}`,
    value: `p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} (n=${summary.count})`,
    target: "p99 < 2 s",
    ok: summary.count === lags.length && summary.p99 < 2000,
  };
}

async function measure(api: Api, samples: number, label: string): Promise<number[]> {
  const name = `Bench lag ${label} ${crypto.randomUUID().slice(0, 8)}`;
  const creatorEmail = `lag-${label}@bench.local`;
  const khatm = await api.createKhatm(name, creatorEmail);
  // A khatm is listed once its creator has confirmed the address by signing in (issue 15).
  await signIn(api, creatorEmail, "Bench Organiser");
  await untilListed(api, name, 0, "the khatm was never listed");
  const juzs = await api.juzs(khatm.id);
  const lags: number[] = [];
  let readerKey: string | undefined;
  for (let i = 0; i < samples; i++) {
    // Alternate: reserve juz 1 (reserved count 1), then cancel it (0).
    const reserving = i % 2 === 0;
    const answer = reserving
      ? await api.post(
          `/api/khatms/${khatm.id}/reserve`,
          { juzNumbers: [1], readerName: "Lag", readerEmail: "lag@bench.local" },
          readerKey ? { [READER_KEY_HEADER]: readerKey } : undefined,
        )
      : await api.post(`/api/juzs/${juzs[0]?.id}/cancel`, {}, { [READER_KEY_HEADER]: readerKey ?? "" });
    if (answer.status !== 200) throw new Error(`lag sample ${i}: ${answer.status} ${JSON.stringify(answer.body)}`);
    readerKey ??= answer.body.readerKey;
    lags.push(await untilListed(api, name, reserving ? 1 : 0, `lag sample ${i}: the list never caught up`));
  }
  return lags;
}

/** Reads the public list searched for `name` until it shows `reserved` juz reserved; answers the time it took. */
async function untilListed(api: Api, name: string, reserved: number, failure: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const list = await api.get(`/api/khatms/public?q=${encodeURIComponent(name)}&limit=1`);
    if (list.body[0]?.stats.reserved === reserved) return performance.now() - started;
    if (performance.now() - started > GIVE_UP_MS) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
