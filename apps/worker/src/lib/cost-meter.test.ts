import { createExecutionContext, env, runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { api, createKhatm } from "../../test/khatms";
import { khatmCoordinator } from "../durable/khatm-object";
import meteredWorker from "../metered";
import { ANONYMOUS } from "../rules/permissions";
import { meteredEnv, meteredStorage, readCosts, resetCosts } from "./cost-meter";

describe("the cost meter (bench/cost.ts)", () => {
  beforeEach(() => resetCosts());

  it("counts D1 rows read and written, through drizzle's raw reads and batches too", async () => {
    const metered = meteredEnv(env);
    await metered.DB.prepare("CREATE TABLE IF NOT EXISTS meter_probe (n INTEGER)").run();
    const inserts = (db: D1Database) =>
      [1, 2, 3].map((n) => db.prepare("INSERT INTO meter_probe (n) VALUES (?)").bind(n));
    // What D1 itself reports for the same work, unmetered.
    const reported = (await env.DB.batch(inserts(env.DB))).reduce((sum, result) => sum + result.meta.rows_written, 0);
    resetCosts();
    await metered.DB.batch(inserts(metered.DB));
    const read = (await env.DB.prepare("SELECT n FROM meter_probe").all()).meta.rows_read;
    expect(readCosts().d1RowsWritten).toBe(reported);
    expect(reported).toBeGreaterThanOrEqual(3);
    const rows = await metered.DB.prepare("SELECT n FROM meter_probe").raw();
    expect(rows).toHaveLength(6);
    expect(readCosts().d1RowsRead).toBe(read);
  });

  it("counts KV reads and writes and each call on a Durable Object stub", async () => {
    const metered = meteredEnv(env);
    const khatm = await createKhatm();
    resetCosts();
    await metered.KV.put("meter-probe", "1");
    await metered.KV.get("meter-probe");
    await khatmCoordinator(metered, khatm.id).viewFor(ANONYMOUS);
    expect(readCosts()).toMatchObject({ kvReads: 1, kvWrites: 1, objectRequests: 1 });
  });

  it("counts the rows an object's SQLite reads and writes", async () => {
    const khatm = await createKhatm();
    await runInDurableObject(khatmCoordinator(env, khatm.id), async (_, state) => {
      const storage = meteredStorage(state.storage);
      state.storage.sql.exec("CREATE TABLE meter_probe (n INTEGER)");
      storage.sql.exec("INSERT INTO meter_probe VALUES (1), (2)");
      expect(storage.sql.exec("SELECT n FROM meter_probe").toArray()).toEqual([{ n: 1 }, { n: 2 }]);
      expect(readCosts()).toMatchObject({ objectRowsWritten: 2, objectRowsRead: 2 });
    });
  });

  it("answers only in the bench's entry (metered.ts), never in the deployed worker", async () => {
    expect((await api("GET", "/api/dev/costs")).status).toBe(404);
    const meter = (method: string) =>
      meteredWorker.fetch(new Request("https://khatm.test/api/dev/costs", { method }), env, createExecutionContext());
    expect((await meter("GET")).status).toBe(200);
    expect((await meter("DELETE")).status).toBe(204);
  });
});
