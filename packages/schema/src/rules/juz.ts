/** A khatm is the whole Qur'an: its 30 juz. */
export const JUZ_COUNT = 30;

/** Sorted, without repeats, consecutive numbers collapsed: [5, 1, 3, 2] gives ["1-3", "5"]. */
export function juzRanges(numbers: readonly number[]): string[] {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end++;
    ranges.push(end === start ? `${sorted[start]}` : `${sorted[start]}-${sorted[end]}`);
    start = end + 1;
  }
  return ranges;
}

/** The selection as the forms show it (spec §5): 'No juz selected', 'Juz 7', 'Juz 1-3, 5'. */
export function juzListText(numbers: readonly number[]): string {
  return numbers.length === 0 ? "No juz selected" : `Juz ${juzRanges(numbers).join(", ")}`;
}

/** Juz numbers as the API's messages say them, the last joined with "and": 'Juz 3 and 7', 'Juz 1-3, 5 and 9'. */
export function describeJuzNumbers(numbers: readonly number[]): string {
  return `Juz ${joinWithAnd(juzRanges(numbers))}`;
}

/** "A", "A and B", "A, B and C". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "is" for one juz, "are" for several, so messages stay grammatical. */
export function isOrAre(count: number): "is" | "are" {
  return count === 1 ? "is" : "are";
}
