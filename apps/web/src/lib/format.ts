import type { KhatmStats } from "@khatm/schema";
import { JUZ_COUNT } from "@khatm/schema/rules";

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
  if (!stats) return { reserved: 0, completed: 0, total: JUZ_COUNT, percent: 0 };
  const total = stats.available + stats.reserved + stats.completed;
  const reserved = stats.reserved + stats.completed;
  return { reserved, completed: stats.completed, total, percent: percentage(reserved, total) };
}
