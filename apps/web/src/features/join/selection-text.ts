/**
 * The heading of the reservation form (spec: 'You selected Juz N - and M others'), with the singular for one other
 * juz and no tail for a single one.
 */
export function selectionSummary(numbers: readonly number[]): string {
  if (numbers.length === 0) return "No juz selected";
  const first = Math.min(...numbers);
  const others = numbers.length - 1;
  if (others === 0) return `You selected Juz ${first}`;
  return `You selected Juz ${first} - and ${others} ${others === 1 ? "other" : "others"}`;
}
