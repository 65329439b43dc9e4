import autocannon, { type Instance, type Options } from "autocannon";

/** What autocannon answered, with the wall time the run really took (a run may stop before its duration). */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
}

/**
 * autocannon's programmatic API, with a way to end the run early: `stop` is handed to the options' builder, so a
 * request hook can call it (e.g. when the fresh juz run out). The rate is counted over the time the run took.
 */
export function load(options: (stop: () => void) => Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let tracker: Instance | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      tracker?.stop();
    };
    tracker = autocannon(options(stop), (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        seconds: (performance.now() - started) / 1000,
      });
    });
    if (stopped) tracker.stop();
  });
}
