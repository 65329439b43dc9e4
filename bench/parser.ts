/**
 * Issue 40: the pasted-list parser on lists made to stall it. Each of HOSTILE_LISTS (10,000 characters, the most an
 * import takes) and, beside them, an ordinary list of the same length, parsed with every language's words as the
 * worker reads lists; each 21 times after a warm-up, its median counted (a machine shared with other work makes
 * single runs noisy), and the slowest list's beside its slowest run. Target: the slowest list under 5 ms. Runs in Node, no server: `./bench/run --only parser`, or alone `pnpm exec tsx bench/parser.ts`.
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
  const timed = (text: string) => {
    parsePastedList(text, { partCount: 604, vocabulary });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      parsePastedList(text, { partCount: 604, vocabulary });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(RUNS / 2)] ?? 0, slowest: times[RUNS - 1] ?? 0 };
  };
  const hostile = HOSTILE_LISTS.map(({ name, text }) => ({ name, chars: text.length, ...timed(text) }));
  const worst = hostile.reduce((a, b) => (b.median > a.median ? b : a));
  const ordinary = timed(ordinaryList());
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return [
    {
      bench: "parser",
      figure: `slowest of ${hostile.length} hostile lists of ${worst.chars.toLocaleString("en-US")} characters (median; slowest run)`,
      value: `${ms(worst.median)}; ${ms(worst.slowest)} ("${worst.name}")`,
      target: `< ${TARGET_MS} ms`,
      ok: worst.median < TARGET_MS,
    },
    {
      bench: "parser",
      figure: "an ordinary list of the same length (median; slowest run)",
      value: `${ms(ordinary.median)}; ${ms(ordinary.slowest)}`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runParser())
    console.log(`${row.figure}: ${row.value}${row.target ? ` (target ${row.target})` : ""}`);
}
