// The worker's query modules the scale benchmark imports name D1's type; here it is opaque (see queries.ts).
type D1Database = any;

// autocannon ships no types; the part of its programmatic API the throughput benchmark uses.
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: any, context: any) => any;
    onResponse?: (status: number, body: string, context: any, headers: Record<string, string>) => void;
  }
  interface Options {
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
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
