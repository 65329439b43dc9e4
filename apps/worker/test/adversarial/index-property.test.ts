// Property (issue 14): whatever sequence of reserve / cancel / transfer / complete / uncomplete / delete many viewers
// send, once the index sync has run, D1's index equals the khatm object's truth, and the object's activity log
// replayed from the start arrives at its juz rows.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexedKhatm, storedKhatmState, storeRows, syncIndex, trueKhatm } from "../khatm-state";
import { api, createKhatm, listJuzs, reserve, type TestKhatm } from "../khatms";

const NUMBERS = [1, 2, 3, 4, 5, 6];
const READERS = 3;

type Op =
  | { kind: "reserve"; reader: number; juz: number }
  | { kind: "cancel" | "complete"; actor: number; juz: number }
  | { kind: "transfer"; reader: number; juz: number }
  | { kind: "uncomplete"; juz: number }
  | { kind: "sync" }
  | { kind: "delete" };

const juz = fc.constantFrom(...NUMBERS);
const reader = fc.nat({ max: READERS - 1 });
// Actor READERS stands for the creator.
const actor = fc.nat({ max: READERS });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 20, arbitrary: fc.record({ kind: fc.constant("reserve" as const), reader, juz }) },
  { weight: 10, arbitrary: fc.record({ kind: fc.constantFrom("cancel" as const, "complete" as const), actor, juz }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("transfer" as const), reader, juz }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("uncomplete" as const), juz }) },
  { weight: 5, arbitrary: fc.constant({ kind: "sync" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "delete" as const }) },
);

interface World {
  khatm: TestKhatm;
  ids: Record<number, number>;
  readers: Array<{ name: string; email: string; readerKey: string }>;
}

async function world(): Promise<World> {
  const khatm = await createKhatm({ name: "Property Khatm" });
  const ids = Object.fromEntries((await listJuzs(khatm.id)).map((row) => [row.number, row.id]));
  // Each reader's browser gets its key by reserving a juz outside the contested ones.
  const readers = [];
  for (let i = 0; i < READERS; i++) {
    const name = `Reader ${i}`;
    const email = `property-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const { readerKey } = await reserve(khatm.id, [20 + i], { readerName: name, readerEmail: email });
    readers.push({ name, email, readerKey });
  }
  return { khatm, ids, readers };
}

async function run({ khatm, ids, readers }: World, step: Op): Promise<number> {
  const as = (who: number) => (who === READERS ? khatm.creator : { readerKey: readers[who]?.readerKey });
  const juzPath = (n: number, action: string) => `/api/juzs/${ids[n]}/${action}`;
  let response: Response;
  switch (step.kind) {
    case "reserve": {
      const r = readers[step.reader];
      response = await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        readerKey: r?.readerKey,
        body: { juzNumbers: [step.juz], readerName: r?.name, readerEmail: r?.email },
      });
      break;
    }
    case "cancel":
    case "complete":
      response = await api("POST", juzPath(step.juz, step.kind), { ...as(step.actor), body: {} });
      break;
    case "transfer": {
      const r = readers[step.reader];
      const body = { creatorEmail: khatm.creatorEmail, newReaderName: r?.name, newReaderEmail: r?.email };
      response = await api("POST", juzPath(step.juz, "transfer"), { ...khatm.creator, body });
      break;
    }
    case "uncomplete":
      response = await api("POST", juzPath(step.juz, "uncomplete"), {
        ...khatm.creator,
        body: { email: khatm.creatorEmail },
      });
      break;
    case "sync":
      await syncIndex(khatm.id);
      return 200;
    case "delete":
      response = await api(
        "DELETE",
        `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
        khatm.creator,
      );
      break;
  }
  await response.text();
  return response.status;
}

const AFTER: Record<string, string> = {
  reserved: "reserved",
  cancelled: "available",
  transferred: "reserved",
  completed: "completed",
  uncompleted: "reserved",
};

describe("D1's index equals the khatm object's truth after any sequence of changes", () => {
  it("holds for random sequences by many viewers, deletes included", { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (steps) => {
        const w = await world();
        let deleted = false;
        for (const step of steps) {
          const status = await run(w, step);
          if (deleted) expect(status, JSON.stringify(step)).toBe(step.kind === "sync" ? 200 : 404);
          else expect([200, 204, 403, 409], JSON.stringify(step)).toContain(status);
          if (status === 204) deleted = true;
        }
        await syncIndex(w.khatm.id);
        if (deleted) {
          expect(await indexedKhatm(w.khatm.id)).toEqual({ khatm: null, juzs: [], grants: [] });
          expect(await storedKhatmState(w.khatm.id)).toEqual({
            khatm: null,
            juzs: [],
            activities: [],
            grants: [],
            reports: [],
          });
          return;
        }
        expect(await indexedKhatm(w.khatm.id)).toEqual(await trueKhatm(w.khatm.id));

        // The log, replayed: every single-juz entry moves its juz; the result is the stored rows.
        const log = await storeRows<{ activity_type: string; juz_number: number | null }>(
          w.khatm.id,
          "SELECT activity_type, juz_number FROM activities ORDER BY id",
        );
        const replayed = new Map<number, string>();
        for (const entry of log) {
          if (entry.juz_number !== null) replayed.set(entry.juz_number, AFTER[entry.activity_type] ?? "?");
        }
        const rows = await storeRows<{ number: number; status: string }>(w.khatm.id, "SELECT number, status FROM juzs");
        for (const row of rows) expect(replayed.get(row.number) ?? "available", `juz ${row.number}`).toBe(row.status);
        const counts = await env.DB.prepare(
          "SELECT available_count + reserved_count + completed_count AS n FROM khatms WHERE id = ?",
        )
          .bind(w.khatm.id)
          .first();
        expect(counts).toEqual({ n: 30 });
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });
});
