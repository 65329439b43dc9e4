import type { Juz } from "@khatm/schema";

/** How many parts a quick pick takes: "Select the next 5 free pages". */
export const QUICK_PICK = 5;

/**
 * The free parts a quick pick takes next: those after the last one selected, in order, then (when the end is reached)
 * those from the start, so repeated picks walk on through the khatm; at most `count`, none already selected.
 */
export function nextFreeNumbers(parts: readonly Juz[], selected: readonly number[], count = QUICK_PICK): number[] {
  const after = selected.at(-1) ?? 0;
  return parts
    .filter((part) => part.status === "available" && !selected.includes(part.number))
    .map((part) => part.number)
    .sort((a, b) => (a > after ? 0 : 1) - (b > after ? 0 : 1) || a - b)
    .slice(0, count);
}
