import { must } from "@khatm/test-support";
/** One line of the benchmark table: a figure, its target (if any) and whether the target was met. */
export interface Row {
  bench: string;
  figure: string;
  value: string;
  target?: string;
  /** true: target met; false: missed; undefined: no target (informational). */
  ok?: boolean;
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? "" : ok ? "yes" : "NO");

export function markdownTable(rows: Row[]): string {
  const lines = ["| bench | figure | value | target | met |", "|---|---|---|---|---|"];
  for (const row of rows) {
    const cells = [row.bench, row.figure, row.value, row.target ?? "", verdict(row.ok)];
    lines.push(`| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`);
  }
  return lines.join("\n");
}

export function textTable(rows: Row[]): string {
  const header = ["bench", "figure", "value", "target", "met"];
  const cells = rows.map((row) => [row.bench, row.figure, row.value, row.target ?? "", verdict(row.ok)]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => must(line[i]).length)));
  const format = (line: string[]) =>
    line
      .map((cell, i) => cell.padEnd(must(widths[i])))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...cells.map(format)].join("\n");
}
