/**
 * Reservation throughput on local workerd, with autocannon, at rising connection counts, against the trivial route's
 * ceiling measured in the same run (ceiling.ts). Every reserve is a real reader's: the web app's body (name, e-mail,
 * anonymity and reminder choice), its confirmation e-mail sent (the bench server lifts the e-mail budget with the
 * rate limits, so none is dropped), its rate-limit count taken.
 * - One khatm (one Durable Object) has only 30 juz, so each connection reserves a juz and cancels it again: both
 *   halves are counted and printed apart, reservations/s and juz changes/s (reserve + cancel).
 * - 100 khatms have 3,000 juz: only fresh reservations, each by a new reader (no reader key yet, a new e-mail), so
 *   every counted request is a reservation (throughput-fresh.ts).
 */

import { must } from "@khatm/test-support";
import type { Request as AutocannonRequest } from "autocannon";
import { type CeilingLevel, ceilingRows, measureCeiling } from "./ceiling";
import { type Api, MANAGE_KEY_HEADER, pool, READER_KEY_HEADER } from "./lib/api";
import { load } from "./lib/load";
import type { Row } from "./lib/report";
import { ms, perSecond, summarise } from "./lib/stats";
import { freshLevel } from "./throughput-fresh";

export interface ThroughputOptions {
  api: Api;
  seconds?: number;
  oneKhatmConnections?: number[];
  manyKhatms?: number;
  manyKhatmsConnections?: number[];
}

/** What autocannon keeps per connection: the slot being reserved and cancelled, and when the request went. */
type SlotContext = { slot?: Slot; started?: number };

export interface Slot {
  khatmId: string;
  /** The khatm's manage key: the creator may cancel any juz, which frees slots a level's end left reserved. */
  manageKey: string;
  number: number;
  juzId: number;
  email: string;
  readerKey?: string;
}

export interface Level {
  connections: number;
  reservesPerSecond: number;
  /** Juz changes per second: reservations plus (on one khatm) the cancellations that free the juz again. */
  changesPerSecond: number;
  reserve: ReturnType<typeof summarise>;
  failures: number;
  errors: number;
}

/** The body of the web app's reservation form for a signed-out reader (features/join/ReservationForm.tsx). */
export function readerBody(number: number, email: string) {
  return { juzNumbers: [number], readerName: "Throughput Reader", readerEmail: email, anonymous: false, remind: false };
}

/** Slots are (khatm, juz) pairs, in juz-major order: consecutive slots belong to different khatms. */
export async function makeSlots(api: Api, khatms: number, label: string): Promise<Slot[]> {
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
    const reserve = await api.post(`/api/khatms/${khatm.id}/reserve`, readerBody(30, "warm@bench.local"));
    await api.post(
      `/api/juzs/${khatm.juzIds.get(30)}/cancel`,
      { email: "warm@bench.local", juzNumbers: [30] },
      { [READER_KEY_HEADER]: reserve.body.readerKey },
    );
  });
  const slots: Slot[] = [];
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

/**
 * The creator cancels the juz of `slots` that a level left reserved (autocannon stops mid-sequence; fresh
 * reservations are never cancelled by their readers), one request per khatm, so the next level starts from free juz.
 */
export async function freeLeftovers(api: Api, leftovers: Iterable<Slot>): Promise<void> {
  const byKhatm = new Map<string, Slot[]>();
  for (const slot of leftovers) byKhatm.set(slot.khatmId, [...(byKhatm.get(slot.khatmId) ?? []), slot]);
  await pool([...byKhatm.values()], 8, async (slots) => {
    const first = must(slots[0]);
    const cancel = (numbers: number[]) =>
      api.post(`/api/juzs/${first.juzId}/cancel`, { juzNumbers: numbers }, { [MANAGE_KEY_HEADER]: first.manageKey });
    // All at once; all or nothing, so when one of them is not reserved (409), one by one.
    if ((await cancel(slots.map((slot) => slot.number))).status === 200) return;
    for (const slot of slots) {
      const answer = await cancel([slot.number]);
      // 409: nothing was left standing (the cancel went through after all, or the reservation never did).
      if (answer.status !== 200 && answer.status !== 409)
        throw new Error(`freeing juz ${slot.number}: ${answer.status}`);
    }
  });
}

export const refusals: string[] = [];

export function refused(what: string, status: number, body: string): void {
  if (refusals.length < 5) refusals.push(`${what} ${status} ${body.slice(0, 120)}`);
}

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

/** One level on one khatm: a one-second warm-up at the same connection count, then `seconds` measured. */
async function cycleLevel(api: Api, slots: Slot[], connections: number, seconds: number): Promise<Level> {
  await cycle(api, slots, connections, 1);
  return cycle(api, slots, connections, seconds);
}

/** Each connection takes a free juz, reserves it, cancels it, and hands it back. */
async function cycle(api: Api, slots: Slot[], connections: number, seconds: number): Promise<Level> {
  const free = [...slots];
  /** Slots whose reservation was sent and whose cancellation has not answered yet. */
  const taken = new Set<Slot>();
  const reserveMs: number[] = [];
  let reserved = 0;
  let cancelled = 0;
  let failures = 0;
  const run = await load(() => ({
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
          return asSlotReader(
            request,
            slot,
            `/api/khatms/${slot.khatmId}/reserve`,
            readerBody(slot.number, slot.email),
          );
        },
        onResponse: (status: number, body: string, context: SlotContext) => {
          reserveMs.push(performance.now() - must(context.started));
          if (status >= 200 && status < 300) {
            reserved++;
            const key = JSON.parse(body).readerKey;
            if (key) must(context.slot).readerKey = key;
          } else {
            failures++;
            refused("reserve", status, body);
          }
        },
      },
      {
        method: "POST",
        setupRequest: (request: AutocannonRequest, context: SlotContext) => {
          const slot = must(context.slot);
          return asSlotReader(request, slot, `/api/juzs/${slot.juzId}/cancel`, {
            email: slot.email,
            juzNumbers: [slot.number],
          });
        },
        onResponse: (status: number, body: string, context: SlotContext) => {
          if (status >= 200 && status < 300) cancelled++;
          else {
            failures++;
            refused("cancel", status, body);
          }
          const slot = must(context.slot);
          taken.delete(slot);
          free.push(slot);
        },
      },
    ],
  }));
  await freeLeftovers(api, taken);
  return {
    connections,
    reservesPerSecond: reserved / run.seconds,
    changesPerSecond: (reserved + cancelled) / run.seconds,
    reserve: summarise(reserveMs),
    failures,
    errors: run.errors,
  };
}

function levelRows(title: string, levels: Level[], changes: boolean): Row[] {
  const rows: Row[] = levels.map((entry) => ({
    bench: "throughput",
    figure: `  ${title}, ${entry.connections} conn`,
    value:
      `${perSecond(entry.reservesPerSecond)} reservations` +
      (changes ? ` (${perSecond(entry.changesPerSecond)} juz changes)` : "") +
      `, reserve p50 ${ms(entry.reserve.p50)} p99 ${ms(entry.reserve.p99)}` +
      (entry.failures || entry.errors ? `, ${entry.failures} refused, ${entry.errors} errors` : ""),
  }));
  const holding = levels.filter((entry) => entry.reserve.p99 < 50 && entry.failures === 0 && entry.errors === 0);
  const best = holding.reduce<Level | undefined>(
    (top, entry) => (!top || entry.reservesPerSecond > top.reservesPerSecond ? entry : top),
    undefined,
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
  return rows;
}

export async function runThroughput(options: ThroughputOptions): Promise<Row[]> {
  const { api } = options;
  const seconds = options.seconds ?? 6;
  const ceiling: CeilingLevel[] = await measureCeiling(
    api,
    options.oneKhatmConnections ?? [1, 2, 4, 8, 16, 32],
    seconds,
  );
  const oneSlots = await makeSlots(api, 1, "one");
  const one: Level[] = [];
  for (const connections of options.oneKhatmConnections ?? [1, 2, 4, 8, 16])
    one.push(await cycleLevel(api, oneSlots, connections, seconds));
  const manyCount = options.manyKhatms ?? 100;
  const manySlots = await makeSlots(api, manyCount, "many");
  const many: Level[] = [];
  for (const connections of options.manyKhatmsConnections ?? [1, 2, 4, 8, 16, 32, 64, 128])
    many.push(await freshLevel(api, manySlots, connections, seconds));
  if (refusals.length)
    console.error(`throughput: refused requests (first ${refusals.length}):\n  ${refusals.join("\n  ")}`);
  const oneTitle = "1 khatm (1 DO), reserve + cancel";
  const manyTitle = `${manyCount} khatms (${manyCount} DOs), fresh reservations`;
  return [
    ...ceilingRows(ceiling, { title: oneTitle, levels: one }, { title: manyTitle, levels: many }),
    ...levelRows(oneTitle, one, true),
    ...levelRows(manyTitle, many, false),
  ];
}
