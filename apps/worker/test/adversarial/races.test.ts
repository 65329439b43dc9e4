// Races (SECURITY.md, "Nothing lost, nothing half-applied"): batches of concurrent requests against the same khatm
// and the same juz (reserve, overlapping multi-juz reserve, cancel, transfer, complete, uncomplete, delete), then
// the stored state is checked from every side: each juz row is internally consistent, the khatm's counts match its
// rows, the activity feed replayed from the start arrives at exactly the stored state (and every step of it was a
// legal transition), no reader grant outlives its reservation, and a deleted khatm leaves no row behind.
// Reservation-only storms (60 readers, one juz) are in src/routes/khatms-reserve.race.test.ts.
import { env } from "cloudflare:test";
import { must } from "@khatm/test-support";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { activityMessage } from "../../src/rules/activity-messages";
import { latestMagicLinkToken } from "../auth";
import { storeRows } from "../khatm-state";
import { api, call, createKhatm, freshIp, listJuzs, reserve, type TestKhatm, uniqueEmail } from "../khatms";
import { expectJson } from "../observe";

const stats = { batches: 0, requests: 0 };

afterAll(() => {
  console.log(
    `[adversarial] races: ${stats.batches} concurrent batches, ${stats.requests} requests, every final state consistent`,
  );
});

/** Fires every request at once and waits for all; answers the statuses. */
async function atOnce(requests: Array<() => Promise<Response>>): Promise<number[]> {
  stats.batches += 1;
  stats.requests += requests.length;
  const responses = await Promise.all(requests.map((request) => request()));
  return Promise.all(
    responses.map(async (response) => {
      await response.text();
      return response.status;
    }),
  );
}

interface JuzRow {
  id: number;
  number: number;
  status: "available" | "reserved" | "completed";
  reader_name: string | null;
  reader_email: string | null;
  reserved_at: string | null;
  completed_at: string | null;
}

interface ActivityRow {
  activity_type: string;
  juz_number: number | null;
  message: string;
}

type StoredActivity = Omit<ActivityRow, "message"> & { event: string };

/** The juz numbers an activity names: its juz column, or for a bulk change the list in its message ("Juz 1-3, 5 and 9"). */
function activityJuzNumbers(activity: ActivityRow): number[] {
  if (activity.juz_number !== null) return [activity.juz_number];
  const list = activity.message.match(/Juz (\d+(?:-\d+)?(?:(?:, | and )\d+(?:-\d+)?)*)/)?.[1];
  expect(list, `juz numbers in "${activity.message}"`).toBeDefined();
  return must(list)
    .split(/, | and /)
    .flatMap((part) => {
      const [from, to = from] = part.split("-").map(Number) as [number, number?];
      return Array.from({ length: must(to) - from + 1 }, (_, i) => from + i);
    });
}

/** The reader a reserve or transfer activity gives the juz to. Names in these tests have no spaces. */
function newReaderName(activity: ActivityRow): string | null {
  const message = activity.message;
  if (activity.activity_type === "transferred") return must(must(message.match(/ to (\S+)$/))[1]);
  if (activity.activity_type !== "reserved") return null;
  return message.startsWith("The creator reserved")
    ? must(must(message.match(/ for (\S+)$/))[1])
    : must(message.split(" ")[0]);
}

const LEGAL: Record<string, [JuzRow["status"], JuzRow["status"]]> = {
  reserved: ["available", "reserved"],
  cancelled: ["reserved", "available"],
  transferred: ["reserved", "reserved"],
  completed: ["reserved", "completed"],
  uncompleted: ["completed", "reserved"],
};

/** Every check of a khatm's stored state that concurrency could break. */
async function expectConsistent(khatmId: string): Promise<void> {
  // The khatm's truth is in its Durable Object's storage (same tables and columns as D1's, the khatm row as "khatm").
  const [khatmResult, juzResult, activityResult, grantResult] = (
    await Promise.all([
      storeRows(khatmId, "SELECT available_count, reserved_count, completed_count FROM khatm WHERE id = ?", khatmId),
      storeRows(khatmId, "SELECT * FROM juzs WHERE khatm_id = ? ORDER BY number", khatmId),
      storeRows(
        khatmId,
        "SELECT activity_type, juz_number, event FROM activities WHERE khatm_id = ? ORDER BY id",
        khatmId,
      ),
      storeRows(
        khatmId,
        "SELECT g.created_at, j.number, j.status, j.reserved_at FROM reader_grants g JOIN juzs j ON j.id = g.juz_id WHERE j.khatm_id = ?",
        khatmId,
      ),
    ])
  ).map((results) => ({ results }));
  const juzs = must(juzResult).results as unknown as JuzRow[];
  expect(juzs.map((juz) => juz.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

  // 1. Each juz row is one consistent state.
  for (const juz of juzs) {
    const holder = [juz.reader_name, juz.reserved_at];
    if (juz.status === "available")
      expect([juz.reader_name, juz.reader_email, juz.reserved_at, juz.completed_at], `juz ${juz.number}`).toEqual([
        null,
        null,
        null,
        null,
      ]);
    if (juz.status === "reserved")
      expect(holder.every(Boolean) && juz.completed_at === null, `juz ${juz.number} reserved`).toBe(true);
    if (juz.status === "completed")
      expect(holder.every(Boolean) && juz.completed_at !== null, `juz ${juz.number} completed`).toBe(true);
  }

  // 2. The khatm's counts are its rows'.
  const count = (status: JuzRow["status"]) => juzs.filter((juz) => juz.status === status).length;
  expect(must(khatmResult).results[0]).toEqual({
    available_count: count("available"),
    reserved_count: count("reserved"),
    completed_count: count("completed"),
  });

  // 3. The feed, replayed from "created", is a legal history that ends in exactly the stored state.
  // Each entry in English, as the creator's feed words it.
  const activities = (must(activityResult).results as unknown as StoredActivity[]).map(({ event, ...row }) => ({
    ...row,
    message: activityMessage(JSON.parse(event)),
  }));
  expect(activities[0]?.activity_type).toBe("created");
  const replay = new Map<number, { status: JuzRow["status"]; reader: string | null }>(
    juzs.map((juz) => [juz.number, { status: "available", reader: null }]),
  );
  for (const activity of activities.slice(1)) {
    const [from, to] = must(LEGAL[activity.activity_type]);
    for (const number of activityJuzNumbers(activity)) {
      const state = must(replay.get(number));
      expect(state.status, `"${activity.message}" applied to juz ${number}`).toBe(from);
      if (activity.activity_type === "transferred") expect(activity.message).toContain(` from ${state.reader} to `);
      replay.set(number, { status: to, reader: newReaderName(activity) ?? (to === "available" ? null : state.reader) });
    }
  }
  for (const juz of juzs)
    expect(replay.get(juz.number), `juz ${juz.number} replayed`).toEqual({
      status: juz.status,
      reader: juz.reader_name,
    });

  // 4. No grant outlives the reservation it was given for: none on a free juz, none older than the reservation.
  for (const grant of must(grantResult).results as Array<{
    created_at: string;
    number: number;
    status: string;
    reserved_at: string | null;
  }>) {
    expect(grant.status, `grant on juz ${grant.number}`).not.toBe("available");
    expect(grant.created_at >= must(grant.reserved_at), `grant on juz ${grant.number} predates its reservation`).toBe(
      true,
    );
  }
}

// ---- Generated batches of mixed operations on the same few juz ----

type Op =
  | { kind: "reserve"; numbers: number[] }
  | {
      kind: "cancel" | "transfer" | "completeByCreator" | "completeByHolder" | "uncomplete" | "cancelByHolder";
      number: number;
    };

/** Juz 1-6 only, so that nearly every request contends with others. */
const juzNumber = fc.integer({ min: 1, max: 6 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .uniqueArray(juzNumber, { minLength: 1, maxLength: 3 })
      .map((numbers) => ({ kind: "reserve" as const, numbers })),
  },
  ...(["cancel", "transfer", "completeByCreator", "completeByHolder", "uncomplete", "cancelByHolder"] as const).map(
    (kind) => ({
      weight: 1,
      arbitrary: juzNumber.map((number) => ({ kind, number })),
    }),
  ),
);

let readers = 0;
/** A reader name without spaces or digits-after-"Juz", so the feed's sentences can be read back. */
const readerName = () => {
  readers += 1;
  return `R${readers}x`;
};

function request(
  khatm: TestKhatm,
  ids: Record<number, number>,
  holderKeys: string[],
  operation: Op,
): () => Promise<Response> {
  const creator = { manageKey: khatm.manageKey, ip: freshIp() };
  switch (operation.kind) {
    case "reserve": {
      const key = holderKeys[readers % holderKeys.length];
      const body = { juzNumbers: operation.numbers, readerName: readerName(), readerEmail: uniqueEmail("racer") };
      return () => api("POST", `/api/khatms/${khatm.id}/reserve`, { body, readerKey: key, ip: freshIp() });
    }
    case "cancel":
      return () =>
        api("POST", `/api/juzs/${ids[operation.number]}/cancel`, {
          ...creator,
          body: { creatorEmail: khatm.creatorEmail },
        });
    case "cancelByHolder":
      return () =>
        api("POST", `/api/juzs/${ids[operation.number]}/cancel`, {
          readerKey: holderKeys[operation.number % holderKeys.length],
          body: {},
        });
    case "transfer": {
      const body = {
        creatorEmail: khatm.creatorEmail,
        newReaderName: readerName(),
        newReaderEmail: uniqueEmail("transferee"),
      };
      return () => api("POST", `/api/juzs/${ids[operation.number]}/transfer`, { ...creator, body });
    }
    case "completeByCreator":
      return () => api("POST", `/api/juzs/${ids[operation.number]}/complete`, { ...creator, body: {} });
    case "completeByHolder":
      return () =>
        api("POST", `/api/juzs/${ids[operation.number]}/complete`, {
          readerKey: holderKeys[operation.number % holderKeys.length],
          body: {},
        });
    case "uncomplete":
      return () =>
        api("POST", `/api/juzs/${ids[operation.number]}/uncomplete`, {
          ...creator,
          body: { email: khatm.creatorEmail, juzNumbers: [operation.number] },
        });
  }
}

/** A khatm whose juz 1-6 start in every state: 1-2 available, 3-4 reserved, 5 completed, 6 reserved. */
async function contestedKhatm(): Promise<{ khatm: TestKhatm; ids: Record<number, number>; holderKeys: string[] }> {
  const khatm = await createKhatm({ name: "Race Khatm" });
  const first = await reserve(khatm.id, [3, 4, 5], { readerName: readerName() });
  const second = await reserve(khatm.id, [6], { readerName: readerName() });
  const ids = Object.fromEntries((await listJuzs(khatm.id)).map((juz) => [juz.number, juz.id]));
  await expectJson(await api("POST", `/api/juzs/${ids[5]}/complete`, { readerKey: first.readerKey, body: {} }), 200);
  return { khatm, ids, holderKeys: [first.readerKey, second.readerKey] };
}

describe("races on one khatm", () => {
  it("generated batches of concurrent reserve, multi-reserve, cancel, transfer, complete and uncomplete leave one consistent state", {
    timeout: 180_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 30, maxLength: 40 }), async (operations) => {
        const { khatm, ids, holderKeys } = await contestedKhatm();
        const statuses = await atOnce(operations.map((operation) => request(khatm, ids, holderKeys, operation)));
        // Every answer is a success or a readable refusal: the wrong state (409) or, for a reader key that no
        // longer holds the juz, 403. Never a 500.
        expect(statuses.filter((status) => ![200, 403, 409].includes(status))).toEqual([]);
        await expectConsistent(khatm.id);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it("a storm of readers on one juz against the creator cancelling it ends with at most one holder, told the truth", {
    timeout: 60_000,
  }, async () => {
    const khatm = await createKhatm({ name: "Storm Khatm" });
    const id = must((await listJuzs(khatm.id)).find((juz) => juz.number === 7)).id;
    const racers = Array.from({ length: 30 }, () => ({ name: readerName(), email: uniqueEmail("storm") }));
    const requests = [
      ...racers.map(
        (racer) => () =>
          api("POST", `/api/khatms/${khatm.id}/reserve`, {
            body: { juzNumbers: [7], readerName: racer.name, readerEmail: racer.email },
            ip: freshIp(),
          }),
      ),
      ...Array.from({ length: 10 }, () => () => api("POST", `/api/juzs/${id}/cancel`, { ...khatm.creator, body: {} })),
    ];
    const statuses = await atOnce(requests);
    expect(statuses.filter((status) => ![200, 409].includes(status))).toEqual([]);
    await expectConsistent(khatm.id);
    // The number of successful reservations is the number of "reserved" entries; each later cancel freed it again.
    const reservedWins = statuses.slice(0, racers.length).filter((status) => status === 200).length;
    const cancelWins = statuses.slice(racers.length).filter((status) => status === 200).length;
    const results = await storeRows<{ activity_type: string; n: number }>(
      khatm.id,
      "SELECT activity_type, count(*) AS n FROM activities WHERE khatm_id = ? GROUP BY activity_type",
      khatm.id,
    );
    const feed = Object.fromEntries(results.map((row) => [row.activity_type, row.n]));
    expect(feed.reserved ?? 0).toBe(reservedWins);
    expect(feed.cancelled ?? 0).toBe(cancelWins);
    expect(reservedWins - cancelWins).toBeGreaterThanOrEqual(0);
    expect(reservedWins - cancelWins).toBeLessThanOrEqual(1);
  });

  it("delete racing every other action leaves nothing behind, once", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 25 }), fc.nat({ max: 25 }), async (operations, at) => {
        const { khatm, ids, holderKeys } = await contestedKhatm();
        const remove = () =>
          api(
            "DELETE",
            `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
            khatm.creator,
          );
        const requests = operations.map((operation) => request(khatm, ids, holderKeys, operation));
        requests.splice(Math.min(at, requests.length), 0, remove, remove);
        const statuses = await atOnce(requests);
        expect(statuses.filter((status) => ![200, 204, 403, 404, 409].includes(status))).toEqual([]);
        expect(statuses.filter((status) => status === 204)).toHaveLength(1);
        const left = await env.DB.batch([
          env.DB.prepare("SELECT count(*) AS n FROM khatms WHERE id = ?").bind(khatm.id),
          env.DB.prepare("SELECT count(*) AS n FROM juzs WHERE khatm_id = ?").bind(khatm.id),
          env.DB.prepare(`SELECT count(*) AS n FROM reader_grants WHERE juz_id IN (${Object.values(ids).join(",")})`),
        ]);
        expect(left.map((result) => (result.results[0] as { n: number }).n)).toEqual([0, 0, 0]);
        // And afterwards, every action on it is a plain 404.
        const after = await atOnce(
          operations.slice(0, 5).map((operation) => request(khatm, ids, holderKeys, operation)),
        );
        expect(after.every((status) => status === 404)).toBe(true);
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });
});

describe("races on accounts and sign-in links", () => {
  it("one new address creating many khatms at once gets one account and every khatm", { timeout: 60_000 }, async () => {
    const email = uniqueEmail("eager");
    const statuses = await atOnce(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          api("POST", "/api/khatms", {
            body: { name: `Eager ${i}`, creatorName: "Eager", creatorEmail: email },
            ip: freshIp(),
          }),
      ),
    );
    expect(statuses).toEqual(Array(12).fill(201));
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(users?.n).toBe(1);
    const khatms = await env.DB.prepare("SELECT count(DISTINCT access_code) AS n FROM khatms WHERE creator_email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(khatms?.n).toBe(12);
  });

  it("a sign-in link used many times at once starts exactly one session", { timeout: 60_000 }, async () => {
    const email = uniqueEmail("double-click");
    await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
    const token = await latestMagicLinkToken(email);
    const statuses = await atOnce(
      Array.from({ length: 10 }, () => () => call("POST", "/api/auth/verify", { body: { token } })),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    const sessions = await env.DB.prepare(
      "SELECT count(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE email = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });

  it("several links of one new address verified at once make one account", { timeout: 60_000 }, async () => {
    const email = uniqueEmail("many-links");
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      await expectJson(await call("POST", "/api/auth/magic-link", { body: { email }, ip: freshIp() }), 200);
      tokens.push(await latestMagicLinkToken(email));
    }
    const statuses = await atOnce(tokens.map((token) => () => call("POST", "/api/auth/verify", { body: { token } })));
    expect(statuses).toEqual([200, 200, 200, 200]);
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(users?.n).toBe(1);
  });
});
