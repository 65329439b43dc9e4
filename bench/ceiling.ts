/**
 * The ceiling the reservation figures are compared with, measured on the same server in the same run: a trivial
 * route (an unknown path under /api: the worker's whole middleware chain and a JSON 404, no storage), at the same
 * connection counts as the reservation levels. Ratios: reservations/s (and on one khatm juz changes/s: reserve +
 * cancel) over the trivial route's best rate, and reserve p50 at one connection over the trivial route's p50 there.
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
  changesPerSecond: number;
  reserve: ReturnType<typeof summarise>;
}

/** The reservation figures of one case (one khatm, many khatms), as shares of the trivial route's best rate. */
export interface ReservationCase {
  title: string;
  levels: ReservationLevel[];
}

export function ceilingRows(ceiling: CeilingLevel[], one: ReservationCase, many: ReservationCase): Row[] {
  const best = <T>(levels: T[], rate: (level: T) => number) =>
    levels.reduce((top, level) => (rate(level) > rate(top) ? level : top));
  const top = best(ceiling, (level) => level.requestsPerSecond);
  const share = (rate: number) =>
    `${perSecond(rate)} / ${perSecond(top.requestsPerSecond)} = ${((rate / top.requestsPerSecond) * 100).toFixed(0)}%`;
  const rows: Row[] = [
    {
      bench: "throughput",
      figure: `trivial route (GET ${TRIVIAL_PATH}, 404): ceiling`,
      value: `${perSecond(top.requestsPerSecond)} at ${top.connections} conn; ${ceiling
        .map((level) => `${level.connections} conn ${perSecond(level.requestsPerSecond)}`)
        .join(", ")}`,
    },
  ];
  for (const { title, levels } of [one, many]) {
    const peak = best(levels, (level) => level.reservesPerSecond);
    rows.push({
      bench: "throughput",
      figure: `${title}: peak reservations/s / trivial ceiling`,
      value: `${share(peak.reservesPerSecond)} at ${peak.connections} conn`,
      target: ">= 50%",
      ok: peak.reservesPerSecond / top.requestsPerSecond >= 0.5,
    });
    const changes = best(levels, (level) => level.changesPerSecond);
    if (changes.changesPerSecond !== changes.reservesPerSecond)
      rows.push({
        bench: "throughput",
        figure: `${title}: peak juz changes/s (reserve + cancel) / trivial ceiling`,
        value: `${share(changes.changesPerSecond)} at ${changes.connections} conn`,
      });
  }
  const trivialOne = ceiling.find((level) => level.connections === 1);
  for (const { title, levels } of [one, many]) {
    const reserveOne = levels.find((level) => level.connections === 1);
    if (!trivialOne || !reserveOne) continue;
    const ratio = reserveOne.reserve.p50 / trivialOne.latency.p50;
    rows.push({
      bench: "throughput",
      figure: `${title}: reserve p50 at 1 conn / trivial route p50`,
      value: `${ms(reserveOne.reserve.p50)} / ${ms(trivialOne.latency.p50)} = ${ratio.toFixed(1)}x`,
      target: "<= 2x",
      ok: ratio <= 2,
    });
  }
  return rows;
}
