/** Up to this target, the quick picks are the small counts a person pledges of a surah read 41 times. */
const SMALL_TARGET = 100;
const SMALL_PICKS = [1, 3, 7];
/** Beyond it, about 1 %, 3 % and 10 % of the target (4,444 salawat: 50, 100, 500), never 1 of 4,444. */
const SHARES = [0.01, 0.03, 0.1];
/** Round numbers a person would type: 1, 2, 3 and 5 times a power of ten. */
const ROUND_STEPS = [1, 2, 3, 5, 10];

/** The round number nearest to `value` on a log scale (44 -> 50, 133 -> 100). */
export function roundNumberNear(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const distance = (step: number) => Math.abs(Math.log10(value / (step * power)));
  const best = ROUND_STEPS.reduce((nearest, step) => (distance(step) < distance(nearest) ? step : nearest));
  return best * power;
}

/**
 * The pledge form's quick picks for a recitation of `target` (issue 39): 1, 3 and 7 for a small one; for a large one
 * round shares of it, so a tap pledges an amount that fits the recitation. "The rest" is the form's own.
 */
export function quickPledges(target: number): number[] {
  if (target <= SMALL_TARGET) return SMALL_PICKS;
  return [...new Set(SHARES.map((share) => roundNumberNear(target * share)))];
}
