import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { must } from "@khatm/test-support";
import { ROOT } from "./paths";

// X_LOCAL_OBSERVABILITY: wrangler's local tracer (a trace of every request, stored for its dashboard) is a
// development tool production does not run (wrangler.toml enables no observability); it cost a reservation a third
// of its time and the trivial route a fifth (bench/README.md), so the bench measures without it.
const ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", X_LOCAL_OBSERVABILITY: "false" };

/**
 * Every rate limit and e-mail budget in wrangler.toml's [vars] (RATE_LIMIT_*, EMAIL_BUDGET_*), lifted: the benchmarks
 * hit the API from one address far more often than any person could, and every reservation's e-mail must really be
 * sent (a dropped one would make the request cheaper than a real reader's). Read from wrangler.toml so a limit added
 * later is lifted too; the limits are still counted on every request.
 */
export function liftedRateLimits(): Record<string, string> {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const names = [...toml.matchAll(/^\s*((?:RATE_LIMIT|EMAIL_BUDGET)_[A-Z0-9_]+)\s*=/gm)].map((match) => must(match[1]));
  return Object.fromEntries(names.map((name) => [name, "100000000/60"]));
}

/**
 * The development environment of the tree at `root` (`--env dev`: the dev outbox, wrangler.toml's [env.dev]), for a
 * tree that has one; an older tree (bench/before-after.ts) was development at its top level.
 */
function developmentArgs(root: string): string[] {
  return readFileSync(join(root, "wrangler.toml"), "utf8").includes("[env.dev]") ? ["--env", "dev"] : [];
}

/**
 * A fresh local state directory with every D1 migration of the tree at `root` (this one by default) applied;
 * answers the local D1's SQLite file.
 */
export function freshMigratedState(stateDir: string, root = ROOT): string {
  rmSync(stateDir, { recursive: true, force: true });
  execFileSync(
    join(root, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", ...developmentArgs(root), "--persist-to", stateDir],
    {
      cwd: root,
      env: { ...ENV, CI: "true" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return d1SqlitePath(stateDir);
}

/** Miniflare keeps the local D1 as one SQLite file named by a hash under v3/d1/miniflare-D1DatabaseObject/. */
export function d1SqlitePath(stateDir: string): string {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(", ") || "none"}`);
  return join(dir, must(files[0]));
}

/**
 * The SQLite file of the khatm's Durable Object (its truth: juz, grants, activity), among the object files miniflare
 * keeps under v3/do/<script>-KhatmCoordinator/, found by the khatm id it holds.
 */
export function khatmObjectSqlitePath(stateDir: string, khatmId: string): string {
  const root = join(stateDir, "v3/do");
  for (const dir of readdirSync(root).filter((name) => name.endsWith("-KhatmCoordinator"))) {
    for (const file of readdirSync(join(root, dir)).filter((name) => name.endsWith(".sqlite"))) {
      const db = new DatabaseSync(join(root, dir, file), { readOnly: true });
      try {
        const holds = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'khatm'").get();
        if (holds && db.prepare("SELECT 1 FROM khatm WHERE id = ?").get(khatmId)) return join(root, dir, file);
      } finally {
        db.close();
      }
    }
  }
  throw new Error(`no Durable Object holds khatm ${khatmId} under ${root}`);
}

/** The first of `ports` nobody listens on (the benchmarks keep to 8803-8809). */
export async function firstFreePort(ports: number[]): Promise<number> {
  for (const port of ports) if (!(await portInUse(port))) return port;
  throw new Error(`none of the ports ${ports.join(", ")} is free`);
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface Server {
  origin: string;
  stop(): Promise<void>;
  /** Ends wrangler and its workerd at once (SIGKILL to the group), as a crash would: nothing gets to clean up. */
  kill(): Promise<void>;
}

/**
 * Starts `wrangler dev` of the tree at `root` (this one by default) on 127.0.0.1:port over `stateDir` and waits
 * until /api/health answers. `vars` are passed with --var after the lifted rate limits (e.g. another EMAIL_MODE),
 * and win over them and wrangler.toml.
 */
export async function startServer(options: {
  port: number;
  stateDir: string;
  logFile: string;
  root?: string;
  /** More vars for this server (e.g. another EMAIL_MODE). */
  vars?: Record<string, string>;
  /** Another entry than wrangler.toml's main, beside it in apps/worker/src (bench/cost.ts's metered.ts). */
  entry?: string;
}): Promise<Server> {
  const { port, stateDir, logFile, root = ROOT } = options;
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; pass --port with a free one (8803-8809)`);
  if (!existsSync(join(root, "apps/web/dist/index.html")))
    throw new Error(`${root}/apps/web/dist is missing: run pnpm build`);
  const vars = Object.entries({ ...liftedRateLimits(), ...options.vars }).flatMap(([name, value]) => [
    "--var",
    `${name}:${value}`,
  ]);
  const args = [
    "dev",
    ...(options.entry ? [options.entry] : []),
    ...developmentArgs(root),
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
  ];
  args.push("--show-interactive-dev-session=false", "--log-level", "warn", ...vars);
  const log = createWriteStream(logFile);
  // Its own process group, so that stop() ends wrangler and the workerd it started, and nothing else.
  const child: ChildProcess = spawn(join(root, "node_modules/.bin/wrangler"), args, {
    cwd: root,
    env: ENV,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  must(child.stdout).pipe(log);
  must(child.stderr).pipe(log);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-must(child.pid), signal);
    } catch {
      // already gone
    }
  };
  const onParentExit = () => killGroup("SIGKILL");
  process.once("exit", onParentExit);

  const stop = async () => {
    process.removeListener("exit", onParentExit);
    if (exited) return;
    killGroup("SIGTERM");
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
    if ((await Promise.race([exit, timeout])) === "timeout") killGroup("SIGKILL");
  };
  const kill = async () => {
    process.removeListener("exit", onParentExit);
    if (exited) return;
    killGroup("SIGKILL");
    await exit;
    // The group's workerd dies with it, but the kernel may take a moment to free the port for a restart.
    for (let waited = 0; waited < 10_000 && (await portInUse(port)); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler dev exited early; see ${logFile}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return { origin, stop, kill };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`wrangler dev did not answer /api/health within 120 s; see ${logFile}`);
}
