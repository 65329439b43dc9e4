import { SELF } from "cloudflare:test";
import type { KhatmStats } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, ORIGIN, uniqueEmail } from "../../test/khatms";
import { expectJson, storedJuzs } from "../../test/observe";

const RACERS = 60;

interface Answer {
  status: number;
  juzs: Array<{ number: number; readerName: string }>;
}

/** Many browsers at once, straight through the worker's fetch handler. */
function reserveAtOnce(khatmId: string, juzNumbersOf: (i: number) => number[]): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const response = await SELF.fetch(`${ORIGIN}/api/khatms/${khatmId}/reserve`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          juzNumbers: juzNumbersOf(i),
          readerName: `Reader ${i}`,
          readerEmail: uniqueEmail(`racer${i}`),
        }),
      });
      const body = (await response.json()) as { juzs?: Answer["juzs"] };
      return { status: response.status, juzs: body.juzs ?? [] };
    }),
  );
}

describe("concurrent reservations", () => {
  it(`lets exactly one of ${RACERS} simultaneous readers reserve the same juz; the others get 409`, async () => {
    const khatm = await createKhatm();
    const answers = await reserveAtOnce(khatm.id, () => [9]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);

    const winner = must(answers[statuses.indexOf(200)]);
    const stored = (await storedJuzs(khatm.id)).find((juz) => juz.number === 9);
    expect(stored).toMatchObject({ status: "reserved", reader_name: must(winner.juzs[0]).readerName });
    expect(await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200)).toEqual({
      available: 29,
      reserved: 1,
      completed: 0,
    });
  });

  it("keeps overlapping multi-juz requests all or nothing under concurrency: no juz is ever held twice", async () => {
    const khatm = await createKhatm();
    // Reader i asks for juz i%30+1 and the next one: neighbours overlap, so many must lose entirely.
    const answers = await reserveAtOnce(khatm.id, (i) => [(i % 30) + 1, ((i + 1) % 30) + 1]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const winners = answers.filter((answer) => answer.status === 200);

    const claimed = winners.flatMap((winner) => winner.juzs.map((juz) => juz.number));
    expect(new Set(claimed).size).toBe(claimed.length);
    // Every winner got both of its juz; the stored rows say exactly what the winners were told.
    const stored = await storedJuzs(khatm.id);
    for (const winner of winners) {
      for (const juz of winner.juzs)
        expect(stored[juz.number - 1]).toMatchObject({ status: "reserved", reader_name: juz.readerName });
    }
    expect(stored.filter((juz) => juz.status === "reserved")).toHaveLength(claimed.length);
    const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
    expect(stats).toEqual({ available: 30 - claimed.length, reserved: claimed.length, completed: 0 });
  });
});
