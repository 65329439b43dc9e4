/**
 * The origin the benches' devices subscribe on (bench/lib/push-service.ts): https, as a real push service's is (the
 * worker refuses anything else outside PUSH_ALLOWED_ORIGINS, and the push library posts only to https). The metered
 * entry (metered.ts) hands what the worker posts there to the bench's local push service. Its own module, so the
 * bench imports the one constant without the worker.
 */
export const BENCH_PUSH_ORIGIN = "https://push.bench.local";
