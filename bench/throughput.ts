/**
 * Reservation throughput on local workerd, with autocannon: each connection reserves a juz and cancels it again
 * (each one transaction in the khatm's Durable Object; D1's index follows by the object's sync), over one khatm (one Durable Object) and over 100 khatms at once,
 * at rising connection counts. Prints reserve latency per level, so the level where p99 < 50 ms still holds and the
 * point where throughput stops growing can be read off.
 */

import { must } from "@khatm/test-support";
import autocannon, { type Request as AutocannonRequest } from "autocannon";
import { ceilingRows, measureCeiling } from "./ceiling";
import { type Api, MANAGE_KEY_HEADER, pool, READER_KEY_HEADER } from "./lib/api";
import type { Row } from "./lib/report";
import { ms, perSecond, summarise } from "./lib/stats";

export interface ThroughputOptions {
  api: Api;
  seconds?: number;
  oneKhatmConnections?: number[];
  manyKhatms?: number;
  manyKhatmsConnections?: number[];
}

/** What autocannon keeps per connection: the slot being reserved and cancelled, and when the request went. */
type SlotContext = { slot?: Slot; started?: number };

interface Slot {
  khatmId: string;
  /** The khatm's manage key: the creator may cancel any juz, which frees slots a cycle's end left reserved. */
  manageKey: string;
  number: number;
  juzId: number;
  email: string;
  readerKey?: string;
}

interface Level {
  connections: number;
  reservesPerSecond: number;
  requestsPerSecond: number;
  reserve: ReturnType<typeof summarise>;
  cancel: ReturnType<typeof summarise>;
  failures: number;
  errors: number;
}

/** Slots are (khatm, juz) pairs; a connection takes one, reserves and cancels it, and hands it back. */
async function makeSlots(api: Api, khatms: number, label: string): Promise<Slot[]> {
  const created: Array<{ id: string; manageKey: string; juzIds: Map<number, number> }> = [];
  await pool(
    Array.from({ length: khatms }, (_, i) => i),
    8,
    async (i) => {
      const khatm = await api.createKhatm(`Bench throughput ${label} ${i}`, `throughput-${label}-${i}@bench.local`);
      created[i] = {
        id: khatm.id,
        manageKey: khatm.manageKey,
        juzIds: new Map((await api.juzs(khatm.id)).map((juz) => [juz.number, juz.id])),
      };
    },
  );
  // Every khatm's Durable Object is started (and its first D1 reads done) before anything is measured.
  await pool(created, 8, async (khatm) => {
    const reserve = await api.post(`/api/khatms/${khatm.id}/reserve`, {
      juzNumbers: [30],
      readerName: "Warm Up",
      readerEmail: "warm@bench.local",
    });
    await api.post(
      `/api/juzs/${khatm.juzIds.get(30)}/cancel`,
      { email: "warm@bench.local", juzNumbers: [30] },
      { [READER_KEY_HEADER]: reserve.body.readerKey },
    );
  });
  const slots: Slot[] = [];
  // Juz-major order: consecutive slots belong to different khatms, so connections spread over the Durable Objects.
  for (let number = 1; number <= 30; number++) {
    for (const [i, khatm] of created.entries()) {
      slots.push({
        khatmId: khatm.id,
        manageKey: khatm.manageKey,
        number,
        juzId: must(khatm.juzIds.get(number)),
        email: `tp-${label}-${i}-${number}@bench.local`,
      });
    }
  }
  return slots;
}

/** One load level: a one-second warm-up at the same connection count, then `seconds` measured. */
async function level(api: Api, slots: Slot[], connections: number, seconds: number): Promise<Level> {
  await cycle(api, slots, connections, 1);
  return cycle(api, slots, connections, seconds);
}

/**
 * autocannon stops mid-sequence when a cycle ends: a reservation may be left standing, its answer (and the reader
 * key it issued) never read. The creator cancels those, so the next cycle starts from free juz, as the first did.
 */
async function freeLeftovers(api: Api, leftovers: Iterable<Slot>): Promise<void> {
  await pool([...leftovers], 8, async (slot) => {
    const answer = await api.post(
      `/api/juzs/${slot.juzId}/cancel`,
      { juzNumbers: [slot.number] },
      { [MANAGE_KEY_HEADER]: slot.manageKey },
    );
    // 409: nothing was left standing (the cancel went through after all, or the reservation never did).
    if (answer.status !== 200 && answer.status !== 409) throw new Error(`freeing juz ${slot.number}: ${answer.status}`);
  });
}

const refusals: string[] = [];

/** `request` as the slot's reader browser: JSON `body` to `path`, with the slot's reader key once it has one. */
function asSlotReader(request: AutocannonRequest, slot: Slot, path: string, body: unknown): AutocannonRequest {
  const readerKey: Record<string, string> = slot.readerKey ? { [READER_KEY_HEADER]: slot.readerKey } : {};
  return {
    ...request,
    path,
    headers: { "content-type": "application/json", ...readerKey },
    body: JSON.stringify(body),
  };
}

async function cycle(api: Api, slots: Slot[], connections: number, seconds: number): Promise<Level> {
  const free = [...slots];
  /** Slots whose reservation was sent and whose cancellation has not answered yet. */
  const taken = new Set<Slot>();
  const reserveMs: number[] = [];
  const cancelMs: number[] = [];
  let reserved = 0;
  let failures = 0;
  const refused = (what: string, status: number, body: string) => {
    failures++;
    if (refusals.length < 5) refusals.push(`${what} ${status} ${body.slice(0, 120)}`);
  };
  const result = await autocannon({
    url: api.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request: AutocannonRequest, context: SlotContext) => {
          const slot = free.shift();
          if (!slot) throw new Error("more connections than juz slots");
          context.slot = slot;
          taken.add(slot);
          context.started = performance.now();
          const body = { juzNumbers: [slot.number], readerName: "Throughput Reader", readerEmail: slot.email };
          return asSlotReader(request, slot, `/api/khatms/${slot.khatmId}/reserve`, body);
        },
        onResponse: (status: number, body: string, context: SlotContext) => {
          reserveMs.push(performance.now() - must(context.started));
          if (status >= 200 && status < 300) {
            reserved++;
            const key = JSON.parse(body).readerKey;
            if (key) must(context.slot).readerKey = key;
          } else refused("reserve", status, body);
        },
      },
      {
        method: "POST",
        setupRequest: (request: AutocannonRequest, context: SlotContext) => {
          const slot = must(context.slot);
          context.started = performance.now();
          return asSlotReader(request, slot, `/api/juzs/${slot.juzId}/cancel`, {
            email: slot.email,
            juzNumbers: [slot.number],
          });
        },
        onResponse: (status: number, body: string, context: SlotContext) => {
          cancelMs.push(performance.now() - must(context.started));
          if (status < 200 || status >= 300) refused("cancel", status, body);
          const slot = must(context.slot);
          taken.delete(slot);
          free.push(slot);
        },
      },
    ],
  });
  await freeLeftovers(api, taken);
  return {
    connections,
    reservesPerSecond: reserved / seconds,
    requestsPerSecond: result.requests.total / seconds,
    reserve: summarise(reserveMs),
    cancel: summarise(cancelMs),
    failures,
    errors: result.errors + result.timeouts,
  };
}

function levelRows(title: string, levels: Level[]): Row[] {
  const rows: Row[] = levels.map((entry) => ({
    bench: "throughput",
    figure: `  ${title}, ${entry.connections} conn`,
    value:
      `${perSecond(entry.reservesPerSecond)} reservations (${perSecond(entry.requestsPerSecond)} writes), ` +
      `reserve p50 ${ms(entry.reserve.p50)} p99 ${ms(entry.reserve.p99)}` +
      (entry.failures || entry.errors ? `, ${entry.failures} refused, ${entry.errors} errors` : ""),
  }));
  const holding = levels.filter((entry) => entry.reserve.p99 < 50 && entry.failures === 0 && entry.errors === 0);
  const best = holding.reduce<Level | undefined>(
    (top, entry) => (!top || entry.reservesPerSecond > top.reservesPerSecond ? entry : top),
    undefined,
  );
  const peak = levels.reduce(
    (top, entry) => (entry.reservesPerSecond > top.reservesPerSecond ? entry : top),
    must(levels[0]),
  );
  rows.unshift({
    bench: "throughput",
    figure: `${title}: best rate with reserve p99 < 50 ms`,
    value: best
      ? `${perSecond(best.reservesPerSecond)} at ${best.connections} conn (p99 ${ms(best.reserve.p99)})`
      : "none",
    target: "p99 < 50 ms",
    ok: best !== undefined,
  });
  rows.push({
    bench: "throughput",
    figure: `  ${title}: peak`,
    value: `${perSecond(peak.reservesPerSecond)} reservations at ${peak.connections} conn (p99 ${ms(peak.reserve.p99)})`,
  });
  return rows;
}

export async function runThroughput(options: ThroughputOptions): Promise<Row[]> {
  const { api } = options;
  const seconds = options.seconds ?? 6;
  const ceiling = await measureCeiling(api, options.oneKhatmConnections ?? [1, 2, 4, 8, 16, 32], seconds);
  const oneSlots = await makeSlots(api, 1, "one");
  const one: Level[] = [];
  for (const connections of options.oneKhatmConnections ?? [1, 2, 4, 8, 16])
    one.push(await level(api, oneSlots, connections, seconds));
  const manyCount = options.manyKhatms ?? 100;
  const manySlots = await makeSlots(api, manyCount, "many");
  const many: Level[] = [];
  for (const connections of options.manyKhatmsConnections ?? [1, 2, 4, 8, 16, 32, 64, 128])
    many.push(await level(api, manySlots, connections, seconds));
  if (refusals.length)
    console.error(`throughput: refused requests (first ${refusals.length}):\n  ${refusals.join("\n  ")}`);
  const manyTitle = `${manyCount} khatms (${manyCount} DOs)`;
  return [
    ...ceilingRows(ceiling, one, many, manyTitle),
    ...levelRows("1 khatm (1 DO)", one),
    ...levelRows(manyTitle, many),
  ];
}
