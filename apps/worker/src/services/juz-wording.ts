/**
 * Juz numbers as people read them in messages: sorted, consecutive numbers collapsed into ranges, the last item
 * joined with "and" — "Juz 3", "Juz 3 and 7", "Juz 1-3, 5 and 9".
 */
export function describeJuzNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    ranges.push(end === start ? `${sorted[start]}` : `${sorted[start]}-${sorted[end]}`);
    start = end + 1;
  }
  return `Juz ${joinWithAnd(ranges)}`;
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
