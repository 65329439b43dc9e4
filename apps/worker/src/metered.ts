import { BENCH_PUSH_ORIGIN } from "./bench-push-origin";
import type { Env } from "./bindings";
import { KhatmCoordinator as Coordinator, default as worker } from "./index";
import { count, meteredEnv, meteredStorage, readCosts, resetCosts } from "./lib/cost-meter";

export { RateLimiter } from "./index";

/**
 * The worker with every binding counted (lib/cost-meter.ts): bench/cost.ts's entry, `wrangler dev
 * apps/worker/src/metered.ts`, never deployed (wrangler.toml's main is index.ts, which imports nothing of this, and
 * .dependency-cruiser.cjs keeps the cost meter out of everything else). It wraps the production worker and object
 * from outside: their code is the deployed code, unaware of the meter.
 *
 * GET /api/dev/costs answers what was counted since the last reset; DELETE /api/dev/costs resets it (204). Reading
 * the meter is not an operation it counts (bench/cost.ts polls it until the counts settle).
 */
export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/api/dev/costs") return meterRoute(request);
    routeBenchPushes(env);
    count("workerRequests");
    return worker.fetch(request, meteredEnv(env), ctx);
  },
  async scheduled(controller, env, ctx) {
    routeBenchPushes(env);
    count("workerRequests");
    await worker.scheduled(controller, meteredEnv(env), ctx);
  },
} satisfies ExportedHandler<Env>;

let pushesRouted = false;

/**
 * Hands each push the worker posts to the benches' push origin to the local push service the bench started
 * (BENCH_PUSH_SERVICE, an http origin on 127.0.0.1, which the push library would refuse to post to), and counts it.
 * The worker's own code posts the push as deployed; only the fetch underneath it is redirected, once per isolate
 * (locally one isolate runs the worker and every object). Without BENCH_PUSH_SERVICE nothing is redirected.
 */
function routeBenchPushes(env: Env & { BENCH_PUSH_SERVICE?: string }): void {
  const service = env.BENCH_PUSH_SERVICE;
  if (pushesRouted || !service) return;
  pushesRouted = true;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== BENCH_PUSH_ORIGIN) return realFetch(request);
    count("pushes");
    return realFetch(new Request(`${service}${url.pathname}`, request));
  };
}

/** The khatm's object with its storage's rows and its bindings counted, and each alarm as the request it is billed as. */
export class KhatmCoordinator extends Coordinator {
  constructor(ctx: DurableObjectState, env: Env) {
    routeBenchPushes(env);
    // The object reads `ctx.storage` as deployed; here that is the counted storage.
    Object.defineProperty(ctx, "storage", { value: meteredStorage(ctx.storage) });
    super(ctx, meteredEnv(env));
  }

  override async alarm(): Promise<void> {
    count("objectRequests");
    await super.alarm();
  }
}

function meterRoute(request: Request): Response {
  if (request.method === "GET") return Response.json(readCosts());
  if (request.method === "DELETE") {
    resetCosts();
    return new Response(null, { status: 204 });
  }
  return new Response(null, { status: 405, headers: { Allow: "GET, DELETE" } });
}
