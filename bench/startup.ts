/**
 * What a cold isolate pays before its first request (issue 27): the worker bundle wrangler would upload (its entry
 * and the modules beside it, raw and gzipped) and the CPU of its start-up in `wrangler check startup`, several runs.
 * Not part of ./bench/run (no server needed):
 *
 *   pnpm exec tsx bench/startup.ts [runs] [--worker-bundle <file from `wrangler deploy --dry-run --outfile`>]
 *
 * From each run's CPU profile: "start-up CPU", every sample that is not idle (the script's parse and compile, its
 * global scope, GC, and the harness's call into it), and "global scope", the samples under the entry module's
 * top-level code. Build first (`pnpm build`): the page renderer is one of the modules. The figures of a run of this
 * tree (not of --worker-bundle) go into bench/README.md's table of current figures.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { publishFigures, runStamp } from "./lib/figures";
import { ROOT } from "./lib/paths";
import type { Row } from "./lib/report";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "worker-bundle": { type: "string" } },
});
const runs = Number(positionals[0] ?? 3);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
const wrangler = (args: string[]) =>
  execFileSync("pnpm", ["exec", "wrangler", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

const stamp = runStamp(new Date());
const work = mkdtempSync(join(tmpdir(), "khatm-startup-"));
try {
  const rows: Row[] = values["worker-bundle"] ? [] : bundleFigures(work);
  const startup: number[] = [];
  const globalScope: number[] = [];
  for (let run = 0; run < runs; run++) {
    const outfile = join(work, `startup-${run}.cpuprofile`);
    const bundle = values["worker-bundle"] ? ["--worker-bundle", values["worker-bundle"]] : [];
    wrangler(["check", "startup", "--outfile", outfile, ...bundle]);
    const figures = profileFigures(JSON.parse(readFileSync(outfile, "utf8")) as Profile);
    startup.push(figures.startup);
    globalScope.push(figures.globalScope);
    console.log(
      `run ${run + 1}: start-up CPU ${figures.startup.toFixed(1)} ms, global scope ${figures.globalScope.toFixed(1)} ms`,
    );
  }
  const summary = `${median(startup).toFixed(1)} ms, global scope ${median(globalScope).toFixed(1)} ms`;
  console.log(`median of ${runs}: start-up CPU ${summary} (target <= 25)`);
  if (!values["worker-bundle"]) {
    const ok = median(startup) <= 25;
    publishFigures(
      [
        ...rows,
        { bench: "startup", figure: `start-up CPU, median of ${runs}`, value: summary, target: "<= 25 ms", ok },
      ],
      stamp,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The upload `wrangler deploy` would make: the entry, and every module (the entry included), raw and gzipped. */
function bundleFigures(dir: string): Row[] {
  const out = join(dir, "bundle");
  wrangler(["deploy", "--dry-run", "--outdir", out]);
  const files = listFiles(out).filter((file) => !file.endsWith(".map") && !file.endsWith("README.md"));
  const size = (file: string) => ({ raw: statSync(file).size, gzip: gzipSync(readFileSync(file)).length });
  const entry = size(join(out, "index.js"));
  const all = files.map(size).reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip }));
  const rows: Row[] = [
    { bench: "startup", figure: "upload's entry (index.js)", value: `${kib(entry.raw)} raw, ${kib(entry.gzip)} gzip` },
    {
      bench: "startup",
      figure: `all ${files.length} modules (each gzipped)`,
      value: `${kib(all.raw)} raw, ${kib(all.gzip)} gzip`,
    },
  ];
  for (const row of rows) console.log(`${row.figure}: ${row.value}`);
  return rows;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function profileFigures(profile: Profile): { startup: number; globalScope: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const underEntry = new Set<number>();
  const mark = (id: number) => {
    underEntry.add(id);
    for (const child of byId.get(id)?.children ?? []) mark(child);
  };
  // The entry's top-level code: the root's child that runs index.js itself.
  const root = profile.nodes[0];
  for (const child of root?.children ?? []) {
    const frame = byId.get(child)?.callFrame;
    if (frame?.url.endsWith("index.js") && frame.functionName === "") mark(child);
  }
  let startup = 0;
  let globalScope = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    if (byId.get(id)?.callFrame.functionName !== "(idle)") startup += micros;
    if (underEntry.has(id)) globalScope += micros;
  });
  return { startup: startup / 1000, globalScope: globalScope / 1000 };
}
