import { SELF } from "cloudflare:test";
import type { CountStats, Pledge } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, uniqueEmail } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { createCount, pledge } from "../../test/pledges";

describe("concurrent pledges", () => {
  it("lets exactly 6 of 10 readers pledging 5 each take 31 remaining: the total never passes the target", async () => {
    const khatm = await createCount(41);
    await pledge(khatm.id, 10);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await SELF.fetch(`${ORIGIN}/api/khatms/${khatm.id}/pledges`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ amount: 5, readerName: `Reader ${i}`, readerEmail: uniqueEmail(`racer${i}`) }),
        });
        await response.text();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await expectJson<CountStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200)).toEqual({
      target: 41,
      pledged: 40,
      done: 0,
    });
    const pledges = await expectJson<Pledge[]>(await api("GET", `/api/khatms/${khatm.id}/pledges`), 200);
    expect(pledges.reduce((sum, one) => sum + one.amount, 0)).toBe(40);
  });
});
