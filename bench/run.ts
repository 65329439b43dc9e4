/**
 * Runs every benchmark against a freshly started local Khatm and prints one table:
 * builds the web app, makes a fresh --persist-to state under .wrangler/, migrates it, seeds 100,000 khatms into its
 * D1, starts `wrangler dev` (rate limits lifted), runs contention, pledges, throughput, index-lag, scale, live, web,
 * preview and lighthouse, stops it. crash-delivery starts (and kills) a wrangler dev of its own, on another port;
 * cost and push's fan-out run on a server of their own, started from the metered entry (apps/worker/src/metered.ts),
 * which posts pushes to a local push service. parser needs no server: `--only parser` starts none.
 *
 *   ./bench/run [--only contention,throughput,index-lag,scale,live,web,preview,lighthouse,crash-delivery,telegram,cost,divisions,pledges,parser,push]
 *               [--port 8803]
 *               [--khatms 100000] [--ops 10000] [--seconds 6] [--lighthouse-runs 1] [--chromium-port 8804]
 *               [--no-build] [--keep-state] [--no-publish]
 *
 * Figures and the machine they came from go to bench/results/latest.{md,json} (git-ignored) and, unless
 * --no-publish, into bench/README.md's table of current figures: the rows of each benchmark run are replaced.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { must } from "@khatm/test-support";
import { runBrowser } from "./browser";
import { runContention } from "./contention";
import { runCost } from "./cost";
import { runCrashDelivery } from "./crash-delivery";
import { landing as divisionLanding, runDivisions, runPageContention } from "./divisions";
import { runFirstHtml } from "./first-html";
import { runIndexLag } from "./index-lag";
import { Api } from "./lib/api";
import { publishFigures, runStamp } from "./lib/figures";
import { RESULTS_DIR, ROOT } from "./lib/paths";
import { pushVars, startPushService, vapidKeys } from "./lib/push-service";
import { markdownTable, type Row, textTable } from "./lib/report";
import { firstFreePort, freshMigratedState, khatmObjectSqlitePath, startServer } from "./lib/server";
import { runLighthouse } from "./lighthouse";
import { runLive } from "./live";
import { runParser } from "./parser";
import { runPledges } from "./pledges";
import { runPreview } from "./preview";
import { runPushCpu, runPushFanOut } from "./push";
import { runScale } from "./scale";
import { seed } from "./seed";
import { runTelegram } from "./telegram";
import { runThroughput } from "./throughput";

const BENCHES = [
  "contention",
  "throughput",
  "index-lag",
  "scale",
  "live",
  "web",
  "preview",
  "lighthouse",
  "crash-delivery",
  "telegram",
  "cost",
  "divisions",
  "pledges",
  "parser",
  "push",
] as const;
type Bench = (typeof BENCHES)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    port: { type: "string", default: "8803" },
    khatms: { type: "string", default: "100000" },
    ops: { type: "string", default: "10000" },
    seconds: { type: "string", default: "6" },
    "lighthouse-runs": { type: "string", default: "1" },
    // Lighthouse's Chromium debugging port, for a run that must keep to given ports (else a free benchmark port).
    "chromium-port": { type: "string" },
    "no-build": { type: "boolean", default: false },
    "keep-state": { type: "boolean", default: false },
    // A trial run: bench/README.md's table is left as it is.
    "no-publish": { type: "boolean", default: false },
  },
});

const selected = new Set<Bench>(args.only ? (args.only.split(",").map((name) => name.trim()) as Bench[]) : BENCHES);
for (const name of selected)
  if (!BENCHES.includes(name)) throw new Error(`unknown bench "${name}"; one of ${BENCHES.join(", ")}`);
const port = Number(args.port);
// The benchmarks' own ports, or 8910-8999 on a machine shared with other work (as e2e's E2E_PORT).
const benchPort = (candidate: number) =>
  (candidate >= 8803 && candidate <= 8809) || (candidate >= 8910 && candidate <= 8999);
if (!benchPort(port)) throw new Error("--port must be 8803-8809 or 8910-8999");

const version = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8")).version as string;
const quiet = (command: string, argv: string[]) => {
  try {
    return execFileSync(command, argv, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
};
const machine = {
  cpu: cpus()[0]?.model ?? "unknown",
  cores: cpus().length,
  memory: `${Math.round(totalmem() / 1024 ** 3)} GiB`,
  node: process.version,
  wrangler: version("node_modules/wrangler/package.json"),
  chromium: quiet("/usr/bin/chromium", ["--version"]),
  lighthouse: version("node_modules/lighthouse/package.json"),
  autocannon: version("node_modules/autocannon/package.json"),
  commit: quiet("git", ["rev-parse", "--short", "HEAD"]),
};

const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const rows: Row[] = [];
const started = Date.now();
// The machine's load is read before the run adds its own.
const stamp = runStamp(new Date(started));
mkdirSync(RESULTS_DIR, { recursive: true });

async function step(name: Bench, run: () => Promise<Row[]>) {
  if (!selected.has(name)) return;
  log(`running ${name}`);
  const stepStarted = Date.now();
  try {
    rows.push(...(await run()));
  } catch (error) {
    console.error(error);
    rows.push({
      bench: name,
      figure: "failed",
      value: String((error as Error).message ?? error).slice(0, 200),
      ok: false,
    });
  }
  log(`${name} took ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
}

await step("parser", runParser);
await step("push", runPushCpu);
/** Benchmarks that run in Node alone; any other needs the built app and a server. */
const SERVERLESS: Bench[] = ["parser"];
if ([...selected].some((name) => !SERVERLESS.includes(name))) await serverBenches();

async function serverBenches() {
  if (!args["no-build"]) {
    log("building the web app (pnpm build)");
    execFileSync("pnpm", ["build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }

  const stateDir = join(ROOT, `.wrangler/bench-state-${port}`);
  log(`fresh local state in ${stateDir}, migrating D1`);
  const sqlitePath = freshMigratedState(stateDir);
  if (selected.has("scale")) {
    log(`seeding ${Number(args.khatms).toLocaleString("en-US")} khatms into the local D1`);
    const summary = seed(sqlitePath, Number(args.khatms));
    rows.push({
      bench: "scale",
      figure: "seeding (node:sqlite, one transaction)",
      value: `${summary.juzs.toLocaleString("en-US")} juz rows in ${summary.seconds.toFixed(1)} s`,
    });
  }

  log(`starting wrangler dev on 127.0.0.1:${port}`);
  const server = await startServer({ port, stateDir, logFile: join(RESULTS_DIR, "wrangler.log") });
  const api = new Api(server.origin);

  try {
    await step("contention", () =>
      runContention({
        api,
        objectSqlitePath: (khatmId) => khatmObjectSqlitePath(stateDir, khatmId),
        operations: Number(args.ops),
      }),
    );
    await step("pledges", () =>
      runPledges({
        api,
        objectSqlitePath: (khatmId) => khatmObjectSqlitePath(stateDir, khatmId),
        lighthousePort: args["chromium-port"] ? Number(args["chromium-port"]) : undefined,
        lighthouseRuns: Number(args["lighthouse-runs"]),
      }),
    );
    await step("throughput", () => runThroughput({ api, seconds: Number(args.seconds) }));
    await step("index-lag", () => runIndexLag({ api }));
    await step("scale", () => runScale({ api, sqlitePath }));
    await step("live", () => runLive({ api }));
    // The share-link pages are measured on a khatm a visitor would land on: public, a few juz taken.
    let code = "";
    const landing = async () => {
      if (code) return code;
      const khatm = await api.createKhatm("Family Khatm for our grandmother", "landing-creator@bench.local");
      await api.post(`/api/khatms/${khatm.id}/reserve`, {
        juzNumbers: [1, 2, 3],
        readerName: "Aisha",
        readerEmail: "aisha@bench.local",
      });
      code = khatm.accessCode;
      return code;
    };
    await step("web", async () => runBrowser({ origin: server.origin, code: await landing() }));
    await step("web", async () => runFirstHtml({ origin: server.origin, code: await landing() }));
    await step("divisions", () => runDivisions({ api }));
    await step("divisions", () =>
      runPageContention({
        api,
        objectSqlitePath: (khatmId) => khatmObjectSqlitePath(stateDir, khatmId),
        operations: Number(args.ops),
      }),
    );
    // Issue 24: Lighthouse on a 604-page khatm's share page, a few pages taken, as a reader lands on it.
    await step("divisions", async () => {
      const khatm = await api.createKhatm("Pages of Ramadan", "pages-creator@bench.local", true, "page");
      await api.post(`/api/khatms/${khatm.id}/reserve`, {
        partNumbers: [1, 2, 3, 4, 5],
        readerName: "Aisha",
        readerEmail: "aisha-pages@bench.local",
      });
      return runLighthouse({
        origin: server.origin,
        code: khatm.accessCode,
        port: args["chromium-port"]
          ? Number(args["chromium-port"])
          : await firstFreePort([8804, 8805, 8806, 8807, 8808, 8809, 8803].filter((candidate) => candidate !== port)),
        runs: Number(args["lighthouse-runs"]),
        only: { paths: [`/j/${khatm.accessCode}`], khatm: "604-page khatm" },
      });
    });
    await step("preview", async () => runPreview({ origin: server.origin, code: await landing() }));
    await step("lighthouse", async () =>
      runLighthouse({
        origin: server.origin,
        code: await landing(),
        // Issue 24's largest share page: a khatm by page (604 parts, shown as 30 groups).
        pageCode: await divisionLanding(api, "page", [1, 2, 3, 4, 5]),
        // Chromium's debugging port: another free one of the benchmarks' ports.
        port: args["chromium-port"]
          ? Number(args["chromium-port"])
          : await firstFreePort([8804, 8805, 8806, 8807, 8808, 8809, 8803].filter((candidate) => candidate !== port)),
        runs: Number(args["lighthouse-runs"]),
      }),
    );
    await step("crash-delivery", () =>
      runCrashDelivery({ ports: [8803, 8804, 8805, 8806, 8807, 8808, 8809].filter((other) => other !== port), log }),
    );
    await step("telegram", () =>
      runTelegram({ ports: [8803, 8804, 8805, 8806, 8807, 8808, 8809].filter((other) => other !== port), log }),
    );
  } finally {
    log("stopping wrangler dev");
    await server.stop();
    if (!args["keep-state"]) rmSync(stateDir, { recursive: true, force: true });
  }
  // Metering wraps every binding: on a server of its own, so that it weighs on no other figure.
  if (selected.has("cost") || selected.has("push")) await meteredBenches();
}

/** cost, and push's fan-out, on a server started from the metered entry that pushes to a local push service. */
async function meteredBenches() {
  const meteredState = join(ROOT, ".wrangler/bench-state-cost");
  // Seeded as the scale bench's D1 is, so that a search's rows are counted against every khatm there is.
  log(`seeding ${Number(args.khatms).toLocaleString("en-US")} khatms into the cost bench's D1`);
  const seeded = seed(freshMigratedState(meteredState), Number(args.khatms));
  const pushService = await startPushService();
  const metered = await startServer({
    port: await firstFreePort([8809, 8808, 8807, 8806, 8805, 8804].filter((candidate) => candidate !== port)),
    stateDir: meteredState,
    logFile: join(RESULTS_DIR, "wrangler-cost.log"),
    entry: "apps/worker/src/metered.ts",
    vars: pushVars(await vapidKeys(), pushService.origin),
  });
  try {
    const api = new Api(metered.origin);
    await step("cost", () => runCost(api, must(seeded.samples[0]).accessCode));
    await step("push", () => runPushFanOut(api, pushService));
  } finally {
    await metered.stop();
    await pushService.close();
    rmSync(meteredState, { recursive: true, force: true });
  }
}

const command = ["./bench/run", ...process.argv.slice(2)].join(" ");
const header = [
  `Run ${new Date(started).toISOString().slice(0, 16).replace("T", " ")} UTC, ${((Date.now() - started) / 60000).toFixed(1)} min, commit ${machine.commit}: \`${command}\``,
  `Machine: ${machine.cpu}, ${machine.cores} cores (nproc), ${machine.memory}; Node ${machine.node}, wrangler ${machine.wrangler}, ` +
    `${machine.chromium}, lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}.`,
].join("\n");
writeFileSync(join(RESULTS_DIR, "latest.md"), `${header}\n\n${markdownTable(rows)}\n`);
writeFileSync(
  join(RESULTS_DIR, "latest.json"),
  JSON.stringify({ started: new Date(started).toISOString(), command, machine, rows }, null, 2),
);
if (!args["no-publish"]) publishFigures(rows, stamp);
console.log(
  `\n${header}\n\n${textTable(rows)}\n\n(also in bench/results/latest.md${args["no-publish"] ? "" : " and bench/README.md"})`,
);
const missed = rows.filter((row) => row.ok === false).length;
console.log(missed ? `${missed} figure(s) missed their target.` : "Every figure met its target.");
// React's scheduler in the share-link renderer (first-html.ts) keeps a MessagePort open, which would keep Node alive.
process.exit(0);
