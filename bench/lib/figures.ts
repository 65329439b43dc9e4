import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { ROOT } from "./paths";
import type { Row } from "./report";

/** bench/README.md's table of current figures lies between these two lines; the runs rewrite it, nothing else does. */
export const FIGURES_START = "<!-- current figures: written by ./bench/run and bench/startup.ts -->";
export const FIGURES_END = "<!-- end of current figures -->";
const README = join(ROOT, "bench/README.md");
const COLUMNS = ["benchmark", "figure", "value", "target", "commit", "date", "machine"] as const;
type Figure = Record<(typeof COLUMNS)[number], string>;

/** Where and on what a run measured: the commit (with "+" when the tree had changes), the day, the machine and its load. */
export interface RunStamp {
  commit: string;
  date: string;
  machine: string;
}

export function runStamp(started: Date): RunStamp {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return "";
    }
  };
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  const cpu = (cpus()[0]?.model ?? "unknown CPU").replace(/\s+\d+-Core Processor$/, "");
  return {
    commit: `${git("rev-parse", "--short", "HEAD") || "unknown"}${dirty ? "+" : ""}`,
    date: started.toISOString().slice(0, 10),
    machine: `${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB, load ${loadavg()[0]?.toFixed(1)}`,
  };
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
const cellText = (text: string) => text.replaceAll("\\|", "|").trim();

/** The table's rows as they stand (a cell may hold an escaped pipe). */
function parseFigures(table: string): Figure[] {
  return table
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1)
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map(cellText);
      return Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i] ?? ""])) as Figure;
    });
}

/** The table with its columns padded to one width each, so that it reads as a table in the file too. */
function formatFigures(figures: Figure[]): string {
  const rows = [[...COLUMNS], ...figures.map((figure) => COLUMNS.map((column) => cell(figure[column])))];
  const widths = COLUMNS.map((_, i) => Math.max(3, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((text, i) => text.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

/**
 * The README with the rows of every benchmark this run measured replaced by its new rows (where its old rows were,
 * or at the end), the other benchmarks' rows kept with their own commit and date.
 */
export function withFigures(readme: string, rows: Row[], stamp: RunStamp): string {
  const start = readme.indexOf(FIGURES_START);
  const end = readme.indexOf(FIGURES_END);
  if (start < 0 || end < start) throw new Error(`bench/README.md has lost its markers (${FIGURES_START})`);
  const ran = new Set(rows.map((row) => row.bench));
  const fresh = rows.map(
    (row): Figure => ({
      benchmark: row.bench,
      figure: row.figure,
      value: row.ok === false ? `${row.value} (missed)` : row.value,
      target: row.target ?? "",
      ...stamp,
    }),
  );
  const freshOf = (benchmark: string) => fresh.filter((figure) => figure.benchmark === benchmark);
  const merged: Figure[] = [];
  const placed = new Set<string>();
  for (const figure of parseFigures(readme.slice(start + FIGURES_START.length, end))) {
    if (!ran.has(figure.benchmark)) merged.push(figure);
    else if (!placed.has(figure.benchmark)) {
      merged.push(...freshOf(figure.benchmark));
      placed.add(figure.benchmark);
    }
  }
  merged.push(...fresh.filter((figure) => !placed.has(figure.benchmark)));
  return `${readme.slice(0, start + FIGURES_START.length)}\n\n${formatFigures(merged)}\n\n${readme.slice(end)}`;
}

/** Writes a run's figures into bench/README.md's table. */
export function publishFigures(rows: Row[], stamp: RunStamp): void {
  writeFileSync(README, withFigures(readFileSync(README, "utf8"), rows, stamp));
}
