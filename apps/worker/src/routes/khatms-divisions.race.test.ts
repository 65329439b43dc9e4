import { SELF } from "cloudflare:test";
import type { KhatmStats } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, ORIGIN, uniqueEmail } from "../../test/khatms";
import { expectJson, storedJuzs } from "../../test/observe";

const RACERS = 200;

/**
 * Each racer its own client address, so the per-address reservation limit does not decide who wins; from a range
 * `freshIp` never reaches, as the limits' counts outlive this file and other files count from the same addresses.
 */
const racerIp = (i: number) => `10.250.${i >> 8}.${i & 255}`;

describe("racing for one page of a 604-page khatm", () => {
  it(`lets exactly one of ${RACERS} simultaneous readers reserve it; the others get 409`, async () => {
    const khatm = await createKhatm({ division: "page" });
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const response = await SELF.fetch(`${ORIGIN}/api/khatms/${khatm.id}/reserve`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": racerIp(i) },
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
