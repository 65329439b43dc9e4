import { text } from "@khatm/i18n";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { meterIsOn, readCosts, resetCosts } from "../lib/cost-meter";
import { noClientLimit } from "../middleware/write-limits";

/**
 * GET /api/dev/costs → what was counted since the last reset (lib/cost-meter.ts); DELETE /api/dev/costs → 204, the
 * counters at zero. Only with COST_METER=on (bench/cost.ts); anywhere else both are a 404.
 */
export const devCostsRoute = new Hono<AppBindings>()
  .use("/dev/costs", async (c, next) => {
    if (!meterIsOn(c.env)) throw new ApiException("NOT_FOUND", text("api.noSuchEndpoint"));
    await next();
  })
  .get("/dev/costs", (c) => c.json(readCosts()))
  .delete("/dev/costs", noClientLimit("bench/cost.ts's meter only: 404 unless COST_METER is on"), (c) => {
    resetCosts();
    return c.body(null, 204);
  });
