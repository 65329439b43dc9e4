/**
 * Issue 25's counted recitations under contention, through the real API:
 * 1. 200 readers pledge 1 to 5 each, at the same moment, on a count with 31 left: the successes take at most the 31
 *    (the total pledged never passes the target), every refusal is a clear 409 saying how many remain.
 * 2. Readers pledge, report and cancel at random on one count (a mixed run); afterwards the activity log, replayed
 *    from an empty count, must give exactly the final pledge rows of the Durable Object, and the khatm's counters
 *    must match those rows and never pass the target.
 */
import { DatabaseSync } from "node:sqlite";
import { type Api, isOk, pool, READER_KEY_HEADER } from "./lib/api";
import type { Row } from "./lib/report";
import { ms, random, summarise } from "./lib/stats";
import { runLighthouse } from "./lighthouse";

export interface PledgeContentionOptions {
  api: Api;
  /** Chromium's debugging port for Lighthouse on a count's join page; none: not measured. */
  lighthousePort?: number;
  /** Lighthouse runs of each page, their median reported (--lighthouse-runs). */
  lighthouseRuns?: number;
  /** The SQLite file of a khatm's Durable Object, read to replay its whole activity log. */
  objectSqlitePath: (khatmId: string) => string;
  racers?: number;
  operations?: number;
}

const TARGET = 4444;
const LEFT = 31;

export async function runPledges(options: PledgeContentionOptions): Promise<Row[]> {
  const rows = [...(await pledgeRace(options.api, options.racers ?? 200)), ...(await mixedPledges(options))];
  if (options.lighthousePort === undefined) return rows;
  // A count's join page as a visitor lands on it: Surah Ya-Sin x 41, a few pledged and read.
  const khatm = await createCount(options.api, "Ya-Sin for our father", "lighthouse-count@bench.local", 41);
  const pledged = await options.api.post<{ id: string; readerKey: string }>(`/api/khatms/${khatm.id}/pledges`, {
    amount: 7,
    readerName: "Aisha",
    readerEmail: "aisha-count@bench.local",
  });
  const { id, readerKey } = pledged.body as { id: string; readerKey: string };
  await options.api.post(`/api/pledges/${id}/progress`, { done: 3 }, { [READER_KEY_HEADER]: readerKey });
  const measured = await runLighthouse({
    origin: options.api.origin,
    code: khatm.accessCode,
    port: options.lighthousePort,
    runs: options.lighthouseRuns,
    only: { paths: [`/j/${khatm.accessCode}`], khatm: "count" },
  });
  return [...rows, ...measured.map((row) => ({ ...row, bench: "pledges", figure: `count ${row.figure}` }))];
}

async function createCount(api: Api, name: string, creatorEmail: string, target: number) {
  const answer = await api.post<{ id: string; manageKey: string; accessCode: string }>("/api/khatms", {
    name,
    occasion: null,
    creatorName: "Bench Organiser",
    creatorEmail,
    isPublic: true,
    division: "count",
    target,
    recitation: "Salawat",
  });
  if (answer.status !== 201) throw new Error(`POST /api/khatms answered ${answer.status}`);
  return answer.body as { id: string; manageKey: string; accessCode: string };
}

async function countStats(api: Api, khatmId: string) {
  return (await api.get<{ target: number; pledged: number; done: number }>(`/api/khatms/${khatmId}/stats`)).body as {
    target: number;
    pledged: number;
    done: number;
  };
}

async function pledgeRace(api: Api, racers: number): Promise<Row[]> {
  const khatm = await createCount(api, "Bench pledge race", "pledge-race-creator@bench.local", TARGET);
  const first = await api.post(`/api/khatms/${khatm.id}/pledges`, {
    amount: TARGET - LEFT,
    readerName: "Early Reader",
    readerEmail: "early@bench.local",
  });
  if (!isOk(first.status)) throw new Error(`the first pledge answered ${first.status}`);
  const next = random(25);
  // Every request is built first, then all are sent in the same tick.
  const bodies = Array.from({ length: racers }, (_, i) => ({
    amount: 1 + Math.floor(next() * 5),
    readerName: `Racer ${i}`,
    readerEmail: `pledge-racer${i}@bench.local`,
  }));
  const started = performance.now();
  const answers = await Promise.all(bodies.map((body) => api.post(`/api/khatms/${khatm.id}/pledges`, body)));
  const wall = performance.now() - started;
  const won = answers.flatMap((answer, i) => (isOk(answer.status) ? [bodies[i]?.amount ?? 0] : []));
  const taken = won.reduce((sum, amount) => sum + amount, 0);
  const clear409 = answers.filter(
    (answer) =>
      answer.status === 409 &&
      typeof answer.body === "object" &&
      answer.body !== null &&
      /^(Only \d+ remains?|Nothing remains)/.test(String((answer.body as { message?: string }).message)),
  ).length;
  const stats = await countStats(api, khatm.id);
  const latency = summarise(answers.map((answer) => answer.ms));
  return [
    {
      bench: "pledges",
      figure: `${racers} concurrent pledges of 1-5 with ${LEFT} left`,
      value: `${won.length} success (${taken} pledged), ${clear409} × 409 "Only n remain"`,
      target: `at most ${LEFT} pledged, the rest 409`,
      ok: taken <= LEFT && won.length + clear409 === racers,
    },
    {
      bench: "pledges",
      figure: "  total pledged after the race",
      value: `${stats.pledged} of ${stats.target}`,
      target: `${TARGET - LEFT} + the winners' amounts, never over ${TARGET}`,
      ok: stats.pledged === TARGET - LEFT + taken && stats.pledged <= stats.target,
    },
    {
      bench: "pledges",
      figure: "  race latency p50 / p99 / wall",
      value: `${ms(latency.p50)} / ${ms(latency.p99)} / ${ms(wall)}`,
    },
  ];
}

interface Mine {
  id: string;
  amount: number;
  done: number;
  /** The reader key the pledge was made with (a first pledge's answer issues one). */
  key: string;
  /** A request about it is in flight: one at a time per pledge, as one person reports. */
  busy: boolean;
}

async function mixedPledges({ api, objectSqlitePath, operations = 2000 }: PledgeContentionOptions): Promise<Row[]> {
  const khatm = await createCount(api, "Bench mixed pledges", "pledge-mixed-creator@bench.local", 2000);
  const next = random(11);
  const readers = Array.from({ length: 40 }, (_, i) => ({
    email: `pledger${i}@bench.local`,
    key: "",
    mine: [] as Mine[],
  }));
  const counts = { pledge: 0, progress: 0, cancel: 0, refused: 0, failed: 0 };
  const started = performance.now();
  await pool(
    Array.from({ length: operations }, (_, i) => i),
    20,
    async () => {
      const reader = readers[Math.floor(next() * readers.length)];
      if (!reader) return;
      const headers = reader.key ? { [READER_KEY_HEADER]: reader.key } : undefined;
      const open = reader.mine.filter((pledge) => pledge.done < pledge.amount && !pledge.busy);
      const roll = next();
      const pledge = open[Math.floor(next() * open.length)];
      if (!pledge || roll < 0.35) {
        const amount = 1 + Math.floor(next() * 6);
        const answer = await api.post<{ id: string; readerKey?: string }>(
          `/api/khatms/${khatm.id}/pledges`,
          { amount, readerName: `Pledger ${reader.email}`, readerEmail: reader.email },
          headers,
        );
        if (isOk(answer.status)) {
          const body = answer.body as { id: string; readerKey?: string };
          const key = body.readerKey ?? reader.key;
          reader.key ||= key;
          reader.mine.push({ id: body.id, amount, done: 0, key, busy: false });
          counts.pledge += 1;
        } else if (answer.status === 409) counts.refused += 1;
        else counts.failed += 1;
        return;
      }
      pledge.busy = true;
      const own = { [READER_KEY_HEADER]: pledge.key };
      if (roll < 0.9) {
        const done = Math.min(pledge.amount, pledge.done + 1 + Math.floor(next() * 2));
        const answer = await api.post(`/api/pledges/${pledge.id}/progress`, { done }, own);
        if (isOk(answer.status)) {
          pledge.done = done;
          counts.progress += 1;
        } else counts.failed += 1;
      } else {
        const answer = await api.post(`/api/pledges/${pledge.id}/cancel`, {}, own);
        if (isOk(answer.status)) {
          pledge.amount = pledge.done;
          counts.cancel += 1;
        } else counts.failed += 1;
      }
      pledge.busy = false;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const audit = auditPledges(objectSqlitePath(khatm.id), khatm.id);
  const stats = await countStats(api, khatm.id);
  return [
    {
      bench: "pledges",
      figure: `mixed run: ${operations} pledge / report / cancel by 40 readers`,
      value: `${counts.pledge} pledges, ${counts.progress} reports, ${counts.cancel} cancels, ${counts.refused} × 409, ${counts.failed} failed in ${seconds.toFixed(1)} s`,
      target: "no failure but 409 when the count is pledged",
      ok: counts.failed === 0,
    },
    {
      bench: "pledges",
      figure: "  replayed log = final pledge rows (Durable Object)",
      value: `${audit.rows} rows, ${audit.mismatches.length} mismatches${audit.mismatches.length ? `: ${audit.mismatches.slice(0, 3).join("; ")}` : ""}`,
      target: "0 mismatches",
      ok: audit.mismatches.length === 0 && audit.rows > 0,
    },
    {
      bench: "pledges",
      figure: "  khatm counters = pledge rows, never over the target",
      value: `pledged ${stats.pledged}, done ${stats.done} of ${stats.target}; rows: ${audit.pledged} / ${audit.done}`,
      target: "equal, pledged <= target",
      ok: stats.pledged === audit.pledged && stats.done === audit.done && stats.pledged <= stats.target,
    },
  ];
}

interface Replayed {
  amount: number;
  done: number;
  cancelled: boolean;
}

/** Replays the count's activity log from an empty count and compares it with the pledge rows. */
function auditPledges(sqlitePath: string, khatmId: string) {
  const db = new DatabaseSync(sqlitePath, { readOnly: true });
  try {
    const events = (
      db.prepare("SELECT event FROM activities WHERE khatm_id = ? ORDER BY id").all(khatmId) as Array<{ event: string }>
    ).map((row) => JSON.parse(row.event) as { type: string; pledge?: number; amount?: number; done?: number });
    const replayed = new Map<number, Replayed>();
    for (const event of events) {
      if (event.pledge === undefined) continue;
      const pledge = replayed.get(event.pledge);
      if (event.type === "pledged")
        replayed.set(event.pledge, { amount: event.amount ?? 0, done: 0, cancelled: false });
      else if (pledge && event.type === "pledgeProgress") pledge.done = event.done ?? 0;
      else if (pledge && event.type === "pledgeCancelled")
        Object.assign(pledge, { amount: pledge.done, cancelled: true });
    }
    const rows = db.prepare("SELECT id, amount, done, cancelled_at FROM pledges ORDER BY id").all() as Array<{
      id: number;
      amount: number;
      done: number;
      cancelled_at: string | null;
    }>;
    const mismatches: string[] = [];
    for (const row of rows) {
      const replay = replayed.get(row.id);
      const cancelled = row.cancelled_at !== null;
      if (!replay || replay.amount !== row.amount || replay.done !== row.done || replay.cancelled !== cancelled) {
        mismatches.push(`pledge ${row.id}: row ${row.amount}/${row.done}, log ${JSON.stringify(replay)}`);
      }
    }
    if (replayed.size !== rows.length) mismatches.push(`${replayed.size} pledges in the log, ${rows.length} rows`);
    return {
      rows: rows.length,
      mismatches,
      pledged: rows.reduce((sum, row) => sum + row.amount, 0),
      done: rows.reduce((sum, row) => sum + row.done, 0),
    };
  } finally {
    db.close();
  }
}
