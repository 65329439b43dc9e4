/**
 * The ceiling the reservation figures are compared with, measured on the same server in the same run: a trivial
 * route (an unknown path under /api: the worker's whole middleware chain and a JSON 404, no storage), at the same
 * connection counts as the reservation levels. Ratios: reservations/s (and writes/s: a cycle is reserve + cancel)
 * over the trivial route's best rate, and reserve p50 at one connection over the trivial route's p50 there.
 */
import autocannon from "autocannon";
import type { Api } from "./lib/api";
import type { Row } from "./lib/report";
import { ms, perSecond, summarise } from "./lib/stats";

export interface CeilingLevel {
  connections: number;
  requestsPerSecond: number;
  latency: ReturnType<typeof summarise>;
}

export const TRIVIAL_PATH = "/api/ceiling-probe";

export async function measureCeiling(api: Api, levels: number[], seconds: number): Promise<CeilingLevel[]> {
  const results: CeilingLevel[] = [];
  for (const connections of levels) {
    await run(api, connections, 1);
    results.push(await run(api, connections, seconds));
  }
  return results;
}

async function run(api: Api, connections: number, seconds: number): Promise<CeilingLevel> {
  const latencies: number[] = [];
  const result = await autocannon({
    url: api.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request: object, context: { started?: number }) => {
          context.started = performance.now();
          return { ...request, path: TRIVIAL_PATH };
        },
        onResponse: (_status: number, _body: string, context: { started?: number }) => {
          latencies.push(performance.now() - (context.started ?? 0));
        },
      },
    ],
  });
  return { connections, requestsPerSecond: result.requests.total / seconds, latency: summarise(latencies) };
}

interface ReservationLevel {
  connections: number;
  reservesPerSecond: number;
  requestsPerSecond: number;
  reserve: ReturnType<typeof summarise>;
}

export function ceilingRows(
  ceiling: CeilingLevel[],
  one: ReservationLevel[],
  many: ReservationLevel[],
  manyTitle: string,
): Row[] {
  const best = <T>(levels: T[], rate: (level: T) => number) =>
    levels.reduce((top, level) => (rate(level) > rate(top) ? level : top));
  const top = best(ceiling, (level) => level.requestsPerSecond);
  const rows: Row[] = [
    {
      bench: "throughput",
      figure: `trivial route (GET ${TRIVIAL_PATH}, 404): ceiling`,
      value: `${perSecond(top.requestsPerSecond)} at ${top.connections} conn; ${ceiling
        .map((level) => `${level.connections} conn ${perSecond(level.requestsPerSecond)}`)
        .join(", ")}`,
    },
  ];
  for (const [title, levels] of [
    ["1 khatm (1 DO)", one],
    [manyTitle, many],
  ] as const) {
    const peak = best(levels, (level) => level.reservesPerSecond);
    const ratio = peak.reservesPerSecond / top.requestsPerSecond;
    rows.push({
      bench: "throughput",
      figure: `${title}: peak reservations / trivial ceiling`,
      value:
        `${perSecond(peak.reservesPerSecond)} / ${perSecond(top.requestsPerSecond)} = ${(ratio * 100).toFixed(0)}% ` +
        `(writes ${perSecond(peak.requestsPerSecond)} = ${((peak.requestsPerSecond / top.requestsPerSecond) * 100).toFixed(0)}%)`,
      target: ">= 50%",
      ok: ratio >= 0.5,
    });
  }
  const trivialOne = ceiling.find((level) => level.connections === 1);
  const reserveOne = one.find((level) => level.connections === 1);
  if (trivialOne && reserveOne) {
    const ratio = reserveOne.reserve.p50 / trivialOne.latency.p50;
    rows.push({
      bench: "throughput",
      figure: "reserve p50 at 1 conn / trivial route p50",
      value: `${ms(reserveOne.reserve.p50)} / ${ms(trivialOne.latency.p50)} = ${ratio.toFixed(1)}x`,
      target: "<= 2x",
      ok: ratio <= 2,
    });
  }
  return rows;
}
