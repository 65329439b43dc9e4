/**
 * Correctness under load, through the real API:
 * 1. 200 readers reserve the same juz at the same moment: exactly one succeeds, 199 get a clear 409.
 * Both also run on a 604-page khatm (issue 24, bench/divisions.ts: PAGE_KHATM), readers reserving runs of pages.
 * 2. 50 readers (half signed in through magic links, half anonymous with the reader key the API gave them) and the
 *    creator run 10,000 random reserve / cancel / complete / uncomplete operations on one khatm. Afterwards the
 *    activity log, replayed from an empty khatm, must give exactly the final juz rows (no double booking on the way),
 *    the khatm's counters must match its juz rows, and every success the clients saw must be in the log.
 */
import { DatabaseSync } from "node:sqlite";
import { must } from "@khatm/test-support";
import { type Api, isOk, MANAGE_KEY_HEADER, pool, READER_KEY_HEADER, signIn } from "./lib/api";
import type { Row } from "./lib/report";
import { ms, perSecond, random, summarise } from "./lib/stats";

export interface ContentionOptions {
  api: Api;
  /**
   * The SQLite file of a khatm's Durable Object (its truth), read to replay the whole activity log (the API shows the
   * creator only the latest 50).
   */
  objectSqlitePath: (khatmId: string) => string;
  racers?: number;
  readers?: number;
  operations?: number;
  /** Stop the mixed run after this long even if not all operations ran. */
  maxSeconds?: number;
}

/**
 * The khatm the runs contend for: 30 juz (the spec's), or issue 24's 604 pages. On pages the readers reserve runs of
 * one to five pages (the join page's "next 5 free pages"), mostly near the start, where a group's readers meet.
 */
export interface ContendedKhatm {
  division?: "page";
  parts: number;
  /** The part the racers all reserve. */
  racedPart: number;
  /** One name per part in the rows: "juz", "page". */
  unit: string;
}

const JUZ_KHATM: ContendedKhatm = { parts: 30, racedPart: 7, unit: "juz" };
export const PAGE_KHATM: ContendedKhatm = { division: "page", parts: 604, racedPart: 300, unit: "page" };

export async function runContention(options: ContentionOptions): Promise<Row[]> {
  const rows: Row[] = [];
  rows.push(...(await sameJuzRace(options.api, options.racers ?? 200, JUZ_KHATM)));
  rows.push(...(await mixedOperations(options)));
  return rows;
}

export async function sameJuzRace(api: Api, racers: number, contended: ContendedKhatm): Promise<Row[]> {
  const { racedPart, unit } = contended;
  const khatm = await api.createKhatm("Bench race", `race-creator-${unit}@bench.local`, true, contended.division);
  // Every request is built first, then all are sent in the same tick.
  const bodies = Array.from({ length: racers }, (_, i) => ({
    juzNumbers: [racedPart],
    readerName: `Racer ${i}`,
    readerEmail: `racer${i}@bench.local`,
  }));
  const started = performance.now();
  const answers = await Promise.all(bodies.map((body) => api.post(`/api/khatms/${khatm.id}/reserve`, body)));
  const wall = performance.now() - started;
  const successes = answers.filter((answer) => isOk(answer.status)).length;
  const clear409 = answers.filter(
    (answer) =>
      answer.status === 409 &&
      answer.body?.error === "CONFLICT" &&
      typeof answer.body?.message === "string" &&
      answer.body.message.length > 0,
  ).length;
  const other = answers
    .filter((answer) => !isOk(answer.status) && answer.status !== 409)
    .map((answer) => answer.status);
  const juz7 = must((await api.juzs(khatm.id, khatm.manageKey)).find((juz) => juz.number === racedPart));
  const winner = answers.find((answer) => isOk(answer.status));
  const winnerName = bodies[answers.indexOf(must(winner))]?.readerName;
  const latency = summarise(answers.map((answer) => answer.ms));
  const message = answers.find((answer) => answer.status === 409)?.body?.message ?? "";
  return [
    {
      bench: "contention",
      figure: `${racers} concurrent reservations of one ${unit}`,
      value: `${successes} success, ${clear409} × 409${other.length ? `, others: ${other.join(",")}` : ""}`,
      target: `1 success, ${racers - 1} × 409`,
      ok: successes === 1 && clear409 === racers - 1,
    },
    {
      bench: "contention",
      figure: `  ${unit} row after the race`,
      value: `${juz7.status} by ${juz7.readerName}`,
      target: "reserved by the one winner",
      ok: juz7.status === "reserved" && juz7.readerName === winnerName,
    },
    {
      bench: "contention",
      figure: "  race latency p50 / p99 / wall",
      value: `${ms(latency.p50)} / ${ms(latency.p99)} / ${ms(wall)}`,
    },
    { bench: "contention", figure: "  the 409 says", value: `"${message.slice(0, 80)}"` },
  ];
}

interface Reader {
  name: string;
  email: string;
  headers: Record<string, string>;
  /** Juz number → what this reader last saw of it; only its own juz. */
  held: Map<number, "reserved" | "completed">;
}

type OpKind = "reserve" | "cancel" | "complete" | "uncomplete" | "cancel-other";

export async function mixedOperations(options: ContentionOptions, contended = JUZ_KHATM): Promise<Row[]> {
  const { api, objectSqlitePath } = options;
  const { parts, unit } = contended;
  const readerCount = options.readers ?? 50;
  const operations = options.operations ?? 10_000;
  const deadline = performance.now() + (options.maxSeconds ?? 600) * 1000;
  const creatorEmail = `mixed-creator-${unit}@bench.local`;
  const khatm = await api.createKhatm("Bench mixed operations", creatorEmail, true, contended.division);
  const juzIds = new Map((await api.juzs(khatm.id)).map((juz) => [juz.number, juz.id]));

  const readers: Reader[] = [];
  await pool(
    Array.from({ length: readerCount }, (_, i) => i),
    10,
    async (i) => {
      const email = `mixed-${unit}-reader${i}@bench.local`;
      const name = `Mixed Reader ${i}`;
      // Even readers sign in (session); odd ones stay anonymous and prove themselves with their reader key.
      const headers: Record<string, string> =
        i % 2 === 0 ? { authorization: `Bearer ${await signIn(api, email, name)}` } : {};
      readers[i] = { name, email, headers, held: new Map() };
    },
  );

  const next = random(7);
  const succeeded: Record<OpKind, number> = { reserve: 0, cancel: 0, complete: 0, uncomplete: 0, "cancel-other": 0 };
  const juzChanged = { reserved: 0, cancelled: 0, completed: 0, uncompleted: 0 };
  const latencies: Record<OpKind, number[]> = {
    reserve: [],
    cancel: [],
    complete: [],
    uncomplete: [],
    "cancel-other": [],
  };
  const statuses = new Map<string, number>();
  // How often the clients' picture of each juz changed: an answer to a request sent before a later change is stale
  // and must not overwrite that change (see the creator's loop).
  const modelChanges = new Map<number, number>();
  const changed = (numbers: number[]) => {
    for (const number of numbers) modelChanges.set(number, (modelChanges.get(number) ?? 0) + 1);
  };
  const unexpected: string[] = [];
  let issued = 0;
  const take = () => {
    if (issued >= operations || performance.now() >= deadline) return false;
    issued++;
    return true;
  };
  const count = (kind: OpKind, status: number) =>
    statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
  const holders = () =>
    new Map(readers.flatMap((reader) => [...reader.held.keys()].map((number) => [number, reader] as const)));

  const readerLoop = async (reader: Reader) => {
    while (take()) {
      const roll = next();
      const mine = [...reader.held.entries()];
      const reservedMine = mine.filter(([, status]) => status === "reserved").map(([number]) => number);
      let kind: OpKind;
      let numbers: number[];
      if (roll < 0.5 || mine.length === 0) {
        kind = "reserve";
        numbers = contended.division ? pageRun(reader, parts, next) : juzPick(reader, next);
      } else if (roll < 0.8) {
        kind = "cancel";
        numbers = [must(mine[Math.floor(next() * mine.length)])[0]];
      } else if (roll < 0.95 && reservedMine.length) {
        kind = "complete";
        numbers = [must(reservedMine[Math.floor(next() * reservedMine.length)])];
      } else {
        // Someone else's juz, with this reader's own proof: must be refused (403), never done.
        const others = [...holders().entries()].filter(([, holder]) => holder !== reader);
        if (!others.length) continue;
        kind = "cancel-other";
        numbers = [must(others[Math.floor(next() * others.length)])[0]];
      }
      const path =
        kind === "reserve"
          ? `/api/khatms/${khatm.id}/reserve`
          : `/api/juzs/${juzIds.get(must(numbers[0]))}/${kind === "complete" ? "complete" : "cancel"}`;
      const body =
        kind === "reserve"
          ? { juzNumbers: numbers, readerName: reader.name, readerEmail: reader.email }
          : kind === "complete"
            ? { readerEmail: reader.email, juzNumbers: numbers }
            : { email: reader.email, juzNumbers: numbers };
      // What this reader believed when sending: the creator's 'not completed' may land in the model meanwhile.
      const statusWhenSent = reader.held.get(must(numbers[0]));
      const answer = await api.post(path, body, reader.headers);
      latencies[kind].push(answer.ms);
      count(kind, answer.status);
      if (answer.body?.readerKey) reader.headers[READER_KEY_HEADER] = answer.body.readerKey;
      if (isOk(answer.status)) {
        succeeded[kind]++;
        changed(numbers);
        if (kind === "reserve") {
          for (const number of numbers) reader.held.set(number, "reserved");
          juzChanged.reserved += numbers.length;
        }
        if (kind === "cancel") {
          for (const number of numbers) reader.held.delete(number);
          juzChanged.cancelled += numbers.length;
        }
        if (kind === "complete") {
          for (const number of numbers) reader.held.set(number, "completed");
          juzChanged.completed += numbers.length;
        }
        if (kind === "cancel-other")
          unexpected.push(`reader ${reader.email} cancelled another reader's juz ${numbers[0]}`);
      } else if (kind === "cancel" && answer.status === 409 && statusWhenSent === "completed") {
        // A completed juz cannot be cancelled: expected.
      } else if (
        !(kind === "reserve" && answer.status === 409) &&
        !(kind === "cancel-other" && answer.status === 403)
      ) {
        unexpected.push(
          `${kind} ${numbers.join(",")} by ${reader.email}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
        );
      }
    }
  };

  // The creator marks a completed juz as not completed now and then, so juz keep cycling instead of all ending completed.
  const creatorHeaders = { [MANAGE_KEY_HEADER]: khatm.manageKey };
  const creatorLoop = async () => {
    while (performance.now() < deadline && issued < operations) {
      const completed = [...holders().entries()].filter(([number, holder]) => holder.held.get(number) === "completed");
      if (!completed.length || !take()) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const [number, holder] = must(completed[Math.floor(next() * completed.length)]);
      const changesBefore = modelChanges.get(number) ?? 0;
      const answer = await api.post(
        `/api/juzs/${juzIds.get(number)}/uncomplete`,
        { email: creatorEmail, juzNumbers: [number] },
        creatorHeaders,
      );
      latencies.uncomplete.push(answer.ms);
      count("uncomplete", answer.status);
      if (isOk(answer.status)) {
        succeeded.uncomplete++;
        juzChanged.uncompleted++;
        // The server applied this before any change the readers made to the juz meanwhile (none can succeed on a
        // completed juz but after it): if one did, the readers' picture is already newer than this answer.
        if ((modelChanges.get(number) ?? 0) === changesBefore && holder.held.get(number) === "completed") {
          holder.held.set(number, "reserved");
          changed([number]);
        }
      } else if (answer.status !== 409) {
        unexpected.push(`uncomplete ${number}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
  };

  const started = performance.now();
  await Promise.all([...readers.map(readerLoop), creatorLoop()]);
  const seconds = (performance.now() - started) / 1000;
  const done = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  const all = summarise(Object.values(latencies).flat());

  const audit = auditKhatm(objectSqlitePath(khatm.id), khatm.id, parts);
  const apiJuzs = await api.juzs(khatm.id, khatm.manageKey);
  const apiMismatch = apiJuzs.filter((juz) => {
    const replayed = must(audit.replayed.get(juz.number));
    return (
      replayed.status !== juz.status || (replayed.status !== "available" && replayed.readerEmail !== juz.readerEmail)
    );
  });
  const logCounts = audit.activityJuzCounts;
  const countsMatch = (["reserved", "cancelled", "completed", "uncompleted"] as const).every(
    (type) => (logCounts[type] ?? 0) === juzChanged[type],
  );
  const perKind = (kind: OpKind) => {
    const summary = summarise(latencies[kind]);
    return `${summary.count} ops, p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}`;
  };
  const statusLine = [...statuses.entries()]
    .sort()
    .map(([key, value]) => `${key}: ${value}`)
    .join("; ");
  if (unexpected.length)
    console.error(`contention: unexpected answers (first 10):\n  ${unexpected.slice(0, 10).join("\n  ")}`);

  return [
    {
      bench: "contention",
      figure: `mixed ops (${readerCount} readers + creator, 1 khatm of ${parts} ${unit === "juz" ? "juz" : `${unit}s`})`,
      value: `${done} ops in ${seconds.toFixed(1)} s = ${perSecond(done / seconds)}`,
      target: `${operations} ops`,
      ok: done === operations,
    },
    { bench: "contention", figure: "  latency p50 / p99 (all ops)", value: `${ms(all.p50)} / ${ms(all.p99)}` },
    { bench: "contention", figure: "  reserve", value: perKind("reserve") },
    { bench: "contention", figure: "  cancel", value: perKind("cancel") },
    { bench: "contention", figure: "  complete", value: perKind("complete") },
    { bench: "contention", figure: "  uncomplete (creator)", value: perKind("uncomplete") },
    { bench: "contention", figure: "  answers", value: statusLine },
    {
      bench: "contention",
      figure: "  double bookings in the replayed log",
      value: String(audit.violations.length),
      target: "0",
      ok: audit.violations.length === 0,
    },
    {
      bench: "contention",
      figure: `  replayed log = final ${unit} rows (Durable Object, API)`,
      value: `${parts - audit.rowMismatch.length}/${parts}, ${parts - apiMismatch.length}/${parts} match`,
      target: `${parts}/${parts}, ${parts}/${parts}`,
      ok: audit.rowMismatch.length === 0 && apiMismatch.length === 0,
    },
    {
      bench: "contention",
      figure: "  khatm counters = juz rows",
      value: audit.countersMatch ? "yes" : `no: ${audit.counters}`,
      target: "yes",
      ok: audit.countersMatch,
    },
    {
      bench: "contention",
      figure: "  client successes = log entries (per juz)",
      value: countsMatch ? "yes" : `no: client ${JSON.stringify(juzChanged)} log ${JSON.stringify(logCounts)}`,
      target: "yes",
      ok: countsMatch,
    },
    {
      bench: "contention",
      figure: "  unexpected answers (5xx, wrong refusals, cancelled others' juz)",
      value: String(unexpected.length),
      target: "0",
      ok: unexpected.length === 0,
    },
  ];
}

/** One juz usually, sometimes two or three at once (all-or-nothing), never one this reader holds. */
function juzPick(reader: Reader, next: () => number): number[] {
  const size = next() < 0.8 ? 1 : 2 + Math.floor(next() * 2);
  const free = Array.from({ length: 30 }, (_, i) => i + 1).filter((number) => !reader.held.has(number));
  const numbers: number[] = [];
  while (numbers.length < Math.min(size, free.length)) {
    const pick = must(free[Math.floor(next() * free.length)]);
    if (!numbers.includes(pick)) numbers.push(pick);
  }
  return numbers;
}

/**
 * One to five consecutive pages this reader does not hold, starting mostly near the khatm's start (a cube skews the
 * draw there), where readers picking "the next free pages" collide.
 */
function pageRun(reader: Reader, parts: number, next: () => number): number[] {
  const size = 1 + Math.floor(next() * 5);
  const start = 1 + Math.floor(next() ** 3 * (parts - size + 1));
  const run = Array.from({ length: size }, (_, i) => start + i).filter((number) => !reader.held.has(number));
  if (run.length) return run;
  const first = Array.from({ length: parts }, (_, i) => i + 1).find((number) => !reader.held.has(number));
  return first ? [first] : [];
}

interface ReplayedJuz {
  status: "available" | "reserved" | "completed";
  readerEmail: string | null;
}

/** Juz numbers an activity is about: its juz_number, or those its stored event names (a bulk change). */
function activityJuzNumbers(juzNumber: number | null, event: string): number[] {
  if (juzNumber !== null) return [juzNumber];
  return (JSON.parse(event) as { juzNumbers?: number[] }).juzNumbers ?? [];
}

/**
 * Replays the khatm's whole activity log from all its parts available (30 juz, or 604 pages), checking each step is
 * a legal transition; reads the khatm's Durable Object file (same table and column names as D1's, the khatm row in
 * `khatm`).
 */
export function auditKhatm(sqlitePath: string, khatmId: string, parts = 30) {
  const db = new DatabaseSync(sqlitePath, { readOnly: true });
  try {
    const activities = db
      .prepare("SELECT id, juz_number, activity_type, user_email, event FROM activities WHERE khatm_id = ? ORDER BY id")
      .all(khatmId) as Array<{
      id: number;
      juz_number: number | null;
      activity_type: string;
      user_email: string | null;
      event: string;
    }>;
    const rows = db
      .prepare("SELECT number, status, reader_email FROM juzs WHERE khatm_id = ? ORDER BY number")
      .all(khatmId) as Array<{
      number: number;
      status: ReplayedJuz["status"];
      reader_email: string | null;
    }>;
    const khatm = db
      .prepare(
        "SELECT available_count AS available, reserved_count AS reserved, completed_count AS completed FROM khatm WHERE id = ?",
      )
      .get(khatmId) as { available: number; reserved: number; completed: number };

    const replayed = new Map<number, ReplayedJuz>(
      Array.from({ length: parts }, (_, i) => [i + 1, { status: "available", readerEmail: null }]),
    );
    const violations: string[] = [];
    const activityJuzCounts: Record<string, number> = {};
    const legal: Record<string, [ReplayedJuz["status"], ReplayedJuz["status"]]> = {
      reserved: ["available", "reserved"],
      cancelled: ["reserved", "available"],
      completed: ["reserved", "completed"],
      uncompleted: ["completed", "reserved"],
      transferred: ["reserved", "reserved"],
    };
    for (const activity of activities) {
      if (activity.activity_type === "created") continue;
      const rule = legal[activity.activity_type];
      for (const number of activityJuzNumbers(activity.juz_number, activity.event)) {
        activityJuzCounts[activity.activity_type] = (activityJuzCounts[activity.activity_type] ?? 0) + 1;
        const juz = replayed.get(number);
        if (!rule || !juz || juz.status !== rule[0]) {
          violations.push(`activity ${activity.id} ${activity.activity_type} juz ${number} while ${juz?.status}`);
          continue;
        }
        juz.status = rule[1];
        if (activity.activity_type === "reserved" || activity.activity_type === "transferred")
          juz.readerEmail = activity.user_email;
        if (activity.activity_type === "cancelled") juz.readerEmail = null;
      }
    }
    const rowMismatch = rows.filter((row) => {
      const juz = must(replayed.get(row.number));
      return juz.status !== row.status || (row.status !== "available" && juz.readerEmail !== row.reader_email);
    });
    const tally = { available: 0, reserved: 0, completed: 0 };
    for (const row of rows) tally[row.status]++;
    const countersMatch =
      tally.available === khatm.available && tally.reserved === khatm.reserved && tally.completed === khatm.completed;
    return {
      replayed,
      violations,
      rowMismatch,
      activityJuzCounts,
      countersMatch,
      counters: `${JSON.stringify(khatm)} vs rows ${JSON.stringify(tally)}`,
    };
  } finally {
    db.close();
  }
}
