import type { KhatmStats } from "@khatm/schema";

/** Spec §5: 0 when total is 0, otherwise the rounded percentage. */
export function percentage(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}

/** Progress as the spec shows it: a juz counts as reserved once a reader holds it, completed or not. */
export interface KhatmProgress {
  reserved: number;
  completed: number;
  total: number;
  percent: number;
}

export function khatmProgress(stats: KhatmStats | null | undefined): KhatmProgress {
  // Missing stats show the spec's placeholder '0/30 juz reserved', '0% reserved'.
  if (!stats) return { reserved: 0, completed: 0, total: 30, percent: 0 };
  const total = stats.available + stats.reserved + stats.completed;
  const reserved = stats.reserved + stats.completed;
  return { reserved, completed: stats.completed, total, percent: percentage(reserved, total) };
}

/** Spec §5: 'No juz selected', 'Juz N', or sorted with consecutive numbers collapsed: 'Juz 1-3, 5'. */
export function juzListText(numbers: readonly number[]): string {
  if (numbers.length === 0) return "No juz selected";
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0]!;
  let end = start;
  for (const n of sorted.slice(1)) {
    if (n === end + 1) {
      end = n;
      continue;
    }
    ranges.push(start === end ? `${start}` : `${start}-${end}`);
    start = end = n;
  }
  ranges.push(start === end ? `${start}` : `${start}-${end}`);
  return `Juz ${ranges.join(", ")}`;
}
