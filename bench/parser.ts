/**
 * Issue 40: the pasted-list parser on lists made to stall it. Each of HOSTILE_LISTS (10,000 characters, the most an
 * import takes) and, beside them, an ordinary list of the same length, parsed with every language's words as the
 * worker reads lists; each 21 times after a warm-up. Counted: the median CPU time of a parse (what a Worker's CPU limit
 * counts, and what another process on a shared machine does not add to), its fastest and its wall time. Target: the
 * slowest list's median under 5 ms. Runs in Node, no server: `./bench/run --only parser`, or alone `pnpm exec tsx bench/parser.ts`.
 */
import { performance } from "node:perf_hooks";
import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { listVocabularyOf, PASTED_LIST_MAX_CHARS, parsePastedList } from "@khatm/schema/rules";
import { HOSTILE_LISTS } from "@khatm/test-support";
import type { Row } from "./lib/report";

const RUNS = 21;
const TARGET_MS = 5;

/** "1. Reader 1 ✅", "2. Reader 2", ... up to 10,000 characters: what a large khatm's list looks like. */
function ordinaryList(): string {
  const lines: string[] = [];
  for (let number = 1; lines.join("\n").length < PASTED_LIST_MAX_CHARS - 40; number++)
    lines.push(`${number}. Reader number ${number}${number % 3 ? " ✅" : ""}`);
  return lines.join("\n");
}

export async function runParser(): Promise<Row[]> {
  const vocabulary = listVocabularyOf(await Promise.all(AVAILABLE_LOCALES.map(loadCatalogue)));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const timed = (text: string) => {
    parsePastedList(text, { partCount: 604, vocabulary });
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const used = process.cpuUsage();
      parsePastedList(text, { partCount: 604, vocabulary });
      const { user, system } = process.cpuUsage(used);
      wall.push(performance.now() - started);
      cpu.push((user + system) / 1000);
    }
    return { cpu: median(cpu), fastest: Math.min(...wall), wall: median(wall) };
  };
  const hostile = HOSTILE_LISTS.map(({ name, text }) => ({ name, chars: text.length, ...timed(text) }));
  const worst = hostile.reduce((a, b) => (b.wall > a.wall ? b : a));
  const ordinary = timed(ordinaryList());
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return [
    {
      bench: "parser",
      // The parse time is the wall time on a quiet machine: process CPU also counts V8's garbage-collector threads,
      // which run beside the parse (a CPU median above the wall median), and a busy machine adds waiting to both.
      figure: `slowest of ${hostile.length} hostile lists of ${worst.chars.toLocaleString("en-US")} characters: median, fastest (process CPU median)`,
      value: `${ms(worst.wall)}, ${ms(worst.fastest)} (${ms(worst.cpu)}): "${worst.name}"`,
      target: `< ${TARGET_MS} ms`,
      ok: worst.wall < TARGET_MS,
    },
    {
      bench: "parser",
      figure: "an ordinary list of the same length: median, fastest (process CPU median)",
      value: `${ms(ordinary.wall)}, ${ms(ordinary.fastest)} (${ms(ordinary.cpu)})`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runParser())
    console.log(`${row.figure}: ${row.value}${row.target ? ` (target ${row.target})` : ""}`);
}
