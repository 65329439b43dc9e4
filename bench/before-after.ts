/**
 * A reservation's latency on two versions of Khatm in the same run: the tree at a git ref ("before") and this one
 * ("after"), each on its own `wrangler dev` and fresh state, measured in alternating rounds so that whatever else the
 * machine does weighs on both alike. One connection, fresh reservations only (a new reader each, the web app's form
 * body, its confirmation e-mail written): the p50 a reader waits for.
 *
 *   pnpm exec tsx bench/before-after.ts --before <git ref> [--rounds 8] [--per-round 25]
 *
 * The "before" tree is checked out (detached) under .wrangler/bench-before/<commit>, installed and built once, and
 * kept for the next run.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { must } from "@khatm/test-support";
import { Api } from "./lib/api";
import { RESULTS_DIR, ROOT } from "./lib/paths";
import { type Row, textTable } from "./lib/report";
import { firstFreePort, freshMigratedState, type Server, startServer } from "./lib/server";
import { ms, summarise } from "./lib/stats";
import { readerBody } from "./throughput";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    rounds: { type: "string", default: "8" },
    "per-round": { type: "string", default: "25" },
  },
});
if (!args.before) throw new Error("usage: tsx bench/before-after.ts --before <git ref> [--rounds 8] [--per-round 25]");
const rounds = Number(args.rounds);
const perRound = Number(args["per-round"]);

const git = (...argv: string[]) => execFileSync("git", argv, { cwd: ROOT, encoding: "utf8" }).trim();
const run = (cwd: string, command: string, argv: string[]) =>
  execFileSync(command, argv, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } });

/** The tree at `ref`, installed and built (once per commit). */
function treeAt(ref: string): { root: string; commit: string } {
  const commit = git("rev-parse", "--short", `${ref}^{commit}`);
  const root = join(ROOT, ".wrangler/bench-before", commit);
  if (!existsSync(join(root, "apps/web/dist/index.html"))) {
    if (!existsSync(root)) git("worktree", "add", "--detach", root, commit);
    run(root, "pnpm", ["install", "--frozen-lockfile", "--prefer-offline"]);
    run(root, "pnpm", ["build"]);
  }
  return { root, commit };
}

interface Side {
  label: string;
  api: Api;
  /** Free (khatm, juz number) pairs, used up one reservation at a time. */
  free: Array<{ khatmId: string; number: number }>;
  samples: number[];
}

async function side(label: string, server: Server, reservations: number): Promise<Side> {
  const api = new Api(server.origin);
  const free: Side["free"] = [];
  for (let i = 0; free.length < reservations; i++) {
    const khatm = await api.createKhatm(`Before-after ${label} ${i}`, `ba-${label}-${i}@bench.local`);
    for (let number = 1; number <= 30; number++) free.push({ khatmId: khatm.id, number });
  }
  // The first request of each khatm starts its Durable Object: not what a reservation costs.
  for (const khatmId of new Set(free.map((slot) => slot.khatmId))) await api.get(`/api/khatms/${khatmId}/juzs`);
  return { label, api, free, samples: [] };
}

async function reserveRound(target: Side, round: number): Promise<void> {
  for (let i = 0; i < perRound; i++) {
    const slot = must(target.free.shift());
    const body = readerBody(slot.number, `ba-${target.label}-r${round}-${i}@bench.local`);
    const answer = await target.api.post(`/api/khatms/${slot.khatmId}/reserve`, body);
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`${target.label}: reserve answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    target.samples.push(answer.ms);
  }
}

const before = treeAt(args.before);
const after = { root: ROOT, commit: git("rev-parse", "--short", "HEAD") };
mkdirSync(RESULTS_DIR, { recursive: true });
const servers: Server[] = [];
try {
  const sides: Side[] = [];
  for (const [label, tree] of [
    ["before", before],
    ["after", after],
  ] as const) {
    const port = await firstFreePort([8805, 8806, 8807, 8808, 8809]);
    const stateDir = join(ROOT, `.wrangler/bench-state-${label}`);
    freshMigratedState(stateDir, tree.root);
    const server = await startServer({ port, stateDir, root: tree.root, logFile: join(RESULTS_DIR, `${label}.log`) });
    servers.push(server);
    sides.push(await side(label, server, rounds * perRound));
  }
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always follows the other's work.
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const target of order) await reserveRound(target, round);
  }
  const [first, second] = sides.map((target) => summarise(target.samples));
  const rows: Row[] = sides.map((target, i) => {
    const summary = must([first, second][i]);
    const tree = i === 0 ? before : after;
    return {
      bench: "before-after",
      figure: `reserve at 1 connection, ${target.label} (${tree.commit})`,
      value: `p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)} (n=${summary.count})`,
    };
  });
  rows.push({
    bench: "before-after",
    figure: "after / before, p50",
    value: `${(must(second).p50 / must(first).p50).toFixed(2)}x`,
  });
  console.log(textTable(rows));
} finally {
  for (const server of servers) await server.stop();
}
