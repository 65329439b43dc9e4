import type { Juz, JuzStatus } from "@khatm/schema";

export type SelectionResult = { ok: true; selected: number[] } | { ok: false; status: JuzStatus };

/**
 * Adds or removes a juz from a selection of juz numbers. Spec §4: every selected juz must share one status; a juz of
 * another status is refused with the status the selection already has.
 */
export function toggleJuz(selected: readonly number[], juz: Juz, juzs: readonly Juz[]): SelectionResult {
  if (selected.includes(juz.number)) return { ok: true, selected: selected.filter((n) => n !== juz.number) };
  const current = juzs.find((candidate) => candidate.number === selected[0]);
  if (current && current.status !== juz.status) return { ok: false, status: current.status };
  return { ok: true, selected: [...selected, juz.number].sort((a, b) => a - b) };
}

/**
 * Adds several parts of one status at once (a quick pick: the next free pages, a group's reserved ones), by the same
 * rule as one at a time: a selection of another status refuses them all, with the status it already has.
 */
export function addParts(
  selected: readonly number[],
  numbers: readonly number[],
  status: JuzStatus,
  juzs: readonly Juz[],
): SelectionResult {
  const current = juzs.find((candidate) => candidate.number === selected[0]);
  if (current && current.status !== status) return { ok: false, status: current.status };
  return { ok: true, selected: [...new Set([...selected, ...numbers])].sort((a, b) => a - b) };
}

/**
 * The selected juz whose status is no longer the one the selection was made with: someone changed them meanwhile (the
 * live grid shows it), so an action on the whole selection would be refused.
 */
export function changedSince(
  selected: readonly number[],
  status: JuzStatus | undefined,
  juzs: readonly Juz[],
): number[] {
  if (!status) return [];
  return selected.filter((number) => juzs.find((juz) => juz.number === number)?.status !== status);
}

/** The creator's filter: 'reserved' covers every juz a reader holds, completed ones included. */
export type CreatorFilter = "available" | "reserved";
export const defaultCreatorFilter: CreatorFilter[] = ["available", "reserved"];

export function filterJuzs(juzs: readonly Juz[], filter: readonly CreatorFilter[]): Juz[] {
  return juzs.filter((juz) => filter.includes(juz.status === "available" ? "available" : "reserved"));
}

/** Spec: at least one status stays selected, so unchecking the last box is ignored. */
export function nextFilter(current: CreatorFilter[], next: string[]): CreatorFilter[] {
  const valid = next.filter((value): value is CreatorFilter => value === "available" || value === "reserved");
  return valid.length > 0 ? valid : current;
}
