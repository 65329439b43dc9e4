import { SELF } from "cloudflare:test";
import type { KhatmStats } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, ORIGIN, uniqueEmail } from "../../test/khatms";
import { expectJson, storedJuzs } from "../../test/observe";

const RACERS = 200;

describe("racing for one page of a 604-page khatm", () => {
  it(`lets exactly one of ${RACERS} simultaneous readers reserve it; the others get 409`, async () => {
    const khatm = await createKhatm({ division: "page" });
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const response = await SELF.fetch(`${ORIGIN}/api/khatms/${khatm.id}/reserve`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
          body: JSON.stringify({
            partNumbers: [302],
            readerName: `Reader ${i}`,
            readerEmail: uniqueEmail(`racer${i}`),
          }),
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    const stored = await storedJuzs(khatm.id);
    expect(stored.filter((part) => part.status === "reserved").map((part) => part.number)).toEqual([302]);
    expect(await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200)).toEqual({
      available: 603,
      reserved: 1,
      completed: 0,
    });
  });
});
