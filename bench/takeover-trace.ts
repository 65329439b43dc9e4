/**
 * The long tasks of a share page's takeover: /j/{code} and /n/{code} on a first visit (empty storage, Pixel 7),
 * traced by Debian's Chromium with its sampling profiler, at 4x CPU throttling through CDP or (--unthrottled) as
 * Lighthouse loads the page, its times then multiplied by 4 as Lighthouse's estimate does. For each run: every long
 * task on the page's main thread (over 50 ms at 4x), what its time went to (script evaluation per chunk, timers,
 * events, style and layout, GC), the outermost functions it called and those that took most of its samples; and
 * the sums after the first paint (CPU time; blocking time from wall and from CPU time). A diagnostic tool for the
 * Lighthouse figures (bench/README.md), not part of ./bench/run; against a running server with a khatm:
 *
 *   pnpm exec tsx bench/takeover-trace.ts <origin> <code> [runs=3] [--unthrottled] [--brief] [--json out.json]
 */
import { writeFileSync } from "node:fs";
import { chromium, devices } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../e2e/support/chromium";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the slice: what the page's own work took, whatever else ran on the machine. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string }; beginData?: { url?: string } };
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "v8.execute",
  "blink.user_timing",
  "disabled-by-default-v8.cpu_profiler",
  "v8",
];

/** Scheduler slices that only wrap the work a task does. */
const WRAPPERS = new Set(["ThreadControllerImpl::RunTask", "BlinkScheduler_PerformMicrotaskCheckpoint", "RunTask"]);

/** Lighthouse's simulated CPU slowdown on mobile. */
const SIMULATED_SLOWDOWN = 4;

/** A task over 50 ms at 4x: 50 ms when throttled, 12.5 ms in an unthrottled trace (as Lighthouse counts it). */
const slowdown = () => (throttling === 1 ? SIMULATED_SLOWDOWN : 1);
const longTaskUs = () => (throttling === 1 ? 50_000 / SIMULATED_SLOWDOWN : 50_000);

const shortUrl = (url: unknown) => (typeof url === "string" && url ? url.replace(/^.*\//, "") : "");

/** Samples of the sampling profiler (ProfileChunk events), each with its timestamp and leaf frame. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, { fn: string; url: string; parent?: number }>();
  const samples: Array<{ ts: number; ms: number; fn: string; url: string; entry: string }> = [];
  // The outermost JavaScript frame of a sample: what the task called (a timer, a message handler, a module).
  const entryOf = (id: number): string => {
    let node = nodes.get(id);
    let entry = node;
    while (node?.parent !== undefined) {
      if (!node.fn.startsWith("(")) entry = node;
      node = nodes.get(node.parent);
    }
    return entry ? `${entry.fn} ${entry.url}`.trim() : "?";
  };
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === "Profile") starts.set(String(event.id), Number(event.args?.data?.startTime));
    if (event.name !== "ProfileChunk") continue;
    const data = event.args?.data as {
      cpuProfile?: {
        nodes?: Array<{ id: number; parent?: number; callFrame: { functionName: string; url?: string } }>;
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? [])
      nodes.set(node.id, {
        fn: node.callFrame.functionName || "(anonymous)",
        url: shortUrl(node.callFrame.url),
        parent: node.parent,
      });
    let ts = starts.get(String(event.id)) ?? 0;
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((nodeId, index) => {
      ts += deltas[index] ?? 0;
      const node = nodes.get(nodeId) ?? { fn: "?", url: "" };
      samples.push({ ts, ms: (deltas[index] ?? 0) / 1000, fn: node.fn, url: node.url, entry: entryOf(nodeId) });
      starts.set(String(event.id), ts);
    });
  }
  return samples;
}

/** What a top-level slice of a task is, named by the chunk or handler it runs. */
function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = shortUrl(data.url ?? (data as { stackTrace?: Array<{ url: string }> }).stackTrace?.[0]?.url);
  if (event.name === "EventDispatch") return `EventDispatch ${String(data.type)}`;
  return url ? `${event.name} ${url}` : event.name;
}

function analyse(events: TraceEvent[], pageUrl: string) {
  const mains = events.filter((event) => event.ph === "M" && event.args?.name === "CrRendererMain");
  // The renderer main thread that ran the page: the one that parsed its HTML.
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" && String(event.args?.beginData?.url ?? "").includes(new URL(pageUrl).pathname),
  );
  const main = mains.find((event) => parse && event.pid === parse.pid && event.tid === parse.tid);
  if (!main) throw new Error("no renderer main thread parsed the page");
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((event) => event.name === "navigationStart" && event.pid === main.pid);
  const t0 = navigation?.ts ?? parse?.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === "RunTask" && event.dur !== undefined);
  const samples = samplesOf(events, main.pid);
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === main.pid);
  // Where the sampled time of the long tasks after the first paint went, per script file and per entry function.
  const byFile = new Map<string, number>();
  const byEntry = new Map<string, number>();
  for (const task of tasks.filter((task) => (task.dur ?? 0) > longTaskUs() && fcp && task.ts >= fcp.ts))
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts < task.ts + (task.dur ?? 0)) {
        byFile.set(sample.url || sample.fn, (byFile.get(sample.url || sample.fn) ?? 0) + sample.ms);
        byEntry.set(sample.entry, (byEntry.get(sample.entry) ?? 0) + sample.ms);
      }
  const long = tasks
    .filter((task) => (task.dur ?? 0) > longTaskUs())
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts < end && !WRAPPERS.has(event.name),
      );
      // Direct children only: slices not inside another slice of the task.
      const top: TraceEvent[] = [];
      for (const event of inside) {
        const parent = top.at(-1);
        if (parent && event.ts < parent.ts + (parent.dur ?? 0)) continue;
        top.push(event);
      }
      const parts = new Map<string, number>();
      for (const event of top) parts.set(label(event), (parts.get(label(event)) ?? 0) + (event.dur ?? 0) / 1000);
      const functions = new Map<string, number>();
      const taskSamples = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      for (const sample of taskSamples) {
        const key = `${sample.fn} ${sample.url}`.trim();
        functions.set(key, (functions.get(key) ?? 0) + 1);
      }
      const entries = new Map<string, number>();
      for (const sample of taskSamples) entries.set(sample.entry, (entries.get(sample.entry) ?? 0) + sample.ms);
      const gc = inside
        .filter((event) => /GC|Scavenge|MarkCompact/.test(event.name))
        .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
      return {
        at: Math.round((task.ts - t0) / 1000),
        ms: Math.round((task.dur ?? 0) / 1000),
        parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6),
        gcMs: Math.round(gc),
        entries: [...entries]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, ms]) => [name, Math.round(ms)] as const),
        topFunctions: [...functions]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, count]) => [name, Math.round((count / Math.max(taskSamples.length, 1)) * 100)] as const),
      };
    });
  // Lighthouse's estimate: every task after the first paint blocks for what its time (times the slowdown, when
  // traced unthrottled as Lighthouse loads the page) exceeds 50 ms.
  const after = tasks.filter((task) => fcp && task.ts >= fcp.ts);
  const blockingAt = (time: (task: TraceEvent) => number | undefined) =>
    Math.round(after.reduce((sum, task) => sum + Math.max(0, ((time(task) ?? 0) / 1000) * slowdown() - 50), 0));
  return {
    fcpMs: fcp ? Math.round((fcp.ts - t0) / 1000) : null,
    cpuAfterFcpMs: Math.round(after.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0)),
    /** From each task's wall time, as Lighthouse counts: moved by whatever else the machine runs. */
    blockingMs: blockingAt((task) => task.dur),
    /** From each task's CPU (thread) time: steadier on a shared machine, blind to waits. */
    cpuBlockingMs: blockingAt((task) => task.tdur),
    longTasks: long,
    byEntry: [...byEntry]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, ms]) => [name, Math.round(ms)] as const),
    byFile: [...byFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([file, ms]) => [file, Math.round(ms)] as const),
  };
}

const [origin, code, runsArg] = process.argv.slice(2);
if (!origin || !code) throw new Error("usage: tsx bench/takeover-trace.ts <origin> <code> [runs] [--json file]");
const runs = Number(runsArg ?? 3);
// --unthrottled: as Lighthouse loads the page (its estimate multiplies the CPU times); else 4x through CDP.
const throttling = process.argv.includes("--unthrottled") ? 1 : SIMULATED_SLOWDOWN;
const jsonAt = process.argv.indexOf("--json");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results: Record<string, ReturnType<typeof analyse>[]> = {};
try {
  for (let run = 0; run < runs; run++) {
    for (const path of [`/j/${code}`, `/n/${code}`]) {
      const context = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(origin + path, { waitUntil: "load" });
      // The app hydrates the painted page: wait until React has adopted its main element (its own properties are on
      // it, as e2e/support/hydration.ts checks), then for its follow-up work.
      await page.waitForFunction(
        () => Object.keys(document.querySelector("#root main") ?? {}).some((key) => key.startsWith("__react")),
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(6000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const result = analyse(trace.traceEvents, origin + path);
      const label = path.replace(code, "{code}");
      results[label] = [...(results[label] ?? []), result];
      console.log(
        `\n${path.replace(code, "{code}")} run ${run + 1}: FCP ${result.fcpMs} ms; after it, CPU ${result.cpuAfterFcpMs} ms ` +
          `and blocking at ${SIMULATED_SLOWDOWN}x ${result.blockingMs} ms (from CPU time ${result.cpuBlockingMs} ms)`,
      );
      console.log(`  after FCP, by file: ${result.byFile.map(([file, ms]) => `${file} ${ms}`).join(", ")}`);
      console.log(`  after FCP, by entry: ${result.byEntry.map(([name, ms]) => `${name} ${ms}`).join(", ")}`);
      if (process.argv.includes("--brief")) {
        console.log(`  long tasks (start:ms): ${result.longTasks.map((task) => `${task.at}:${task.ms}`).join(" ")}`);
        continue;
      }
      for (const task of result.longTasks) {
        console.log(`  task at ${task.at} ms: ${task.ms} ms (GC ${task.gcMs} ms)`);
        for (const [name, ms] of task.parts) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
        console.log(`    called: ${task.entries.map(([name, ms]) => `${name} ${ms} ms`).join(", ")}`);
        console.log(`    samples: ${task.topFunctions.map(([name, share]) => `${name} ${share}%`).join(", ")}`);
      }
    }
  }
} finally {
  await browser.close();
}
if (jsonAt > 0) writeFileSync(String(process.argv[jsonAt + 1]), JSON.stringify(results, null, 2));
