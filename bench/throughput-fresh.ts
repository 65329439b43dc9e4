/**
 * Fresh reservations across many khatms: every request a new reader (no reader key, an e-mail never used before)
 * reserving a juz nobody holds, never cancelled while measured, so each counted request is one reservation. A level
 * ends after its seconds, or earlier when fewer free juz are left than connections; the creator frees the juz
 * afterwards (not timed).
 */
import { must } from "@khatm/test-support";
import type { Request as AutocannonRequest } from "autocannon";
import type { Api } from "./lib/api";
import { load } from "./lib/load";
import { summarise } from "./lib/stats";
import { freeLeftovers, type Level, readerBody, refused, type Slot } from "./throughput";

type FreshContext = { started?: number };

let readers = 0;

export async function freshLevel(api: Api, slots: Slot[], connections: number, seconds: number): Promise<Level> {
  await fresh(api, slots, connections, 1);
  return fresh(api, slots, connections, seconds);
}

async function fresh(api: Api, slots: Slot[], connections: number, seconds: number): Promise<Level> {
  const free = [...slots];
  const sent: Slot[] = [];
  const reserveMs: number[] = [];
  let reserved = 0;
  let failures = 0;
  const run = await load((stop) => ({
    url: api.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request: AutocannonRequest, context: FreshContext) => {
          const slot = must(free.shift(), "no free juz left");
          sent.push(slot);
          // Each connection has at most one request in flight: stop while every one of them still has a juz.
          if (free.length < connections) stop();
          context.started = performance.now();
          const body = readerBody(slot.number, `fresh-${++readers}@bench.local`);
          return {
            ...request,
            path: `/api/khatms/${slot.khatmId}/reserve`,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          };
        },
        onResponse: (status: number, body: string, context: FreshContext) => {
          reserveMs.push(performance.now() - must(context.started));
          if (status >= 200 && status < 300) reserved++;
          else {
            failures++;
            refused("fresh reserve", status, body);
          }
        },
      },
    ],
  }));
  await freeLeftovers(api, sent);
  return {
    connections,
    reservesPerSecond: reserved / run.seconds,
    changesPerSecond: reserved / run.seconds,
    reserve: summarise(reserveMs),
    failures,
    errors: run.errors,
  };
}
