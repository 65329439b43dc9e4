// The worker's query modules the scale benchmark imports name D1's type; here it is opaque (see queries.ts).
// biome-ignore lint/suspicious/noExplicitAny: D1's type exists only in workerd's types, not loaded in Node; bench hands drizzle a stand-in (queries.ts).
type D1Database = any;

// autocannon ships no types; the part of its programmatic API the throughput benchmark uses.
declare module "autocannon" {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** What autocannon keeps per connection between a request and its answer. */
    setupRequest?(request: Request, context: Record<string, unknown>): Request;
    onResponse?(status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>): void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export interface Instance {
    stop(): void;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
