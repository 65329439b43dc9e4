import { must } from "@khatm/test-support";
/** Latency summaries in milliseconds; percentiles by the nearest-rank method. */
export interface Summary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarise(samples: number[]): Summary {
  if (samples.length === 0) return { count: 0, p50: NaN, p90: NaN, p99: NaN, max: NaN, mean: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    must(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { count: sorted.length, p50: rank(50), p90: rank(90), p99: rank(99), max: must(sorted.at(-1)), mean };
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : "n/a";
export const perSecond = (value: number) => `${Math.round(value).toLocaleString("en-US")}/s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A seeded PRNG (mulberry32) so that seeded data and operation mixes are the same on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
