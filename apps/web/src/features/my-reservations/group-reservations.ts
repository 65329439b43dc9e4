import type { ReaderJuz } from "@khatm/schema";

export interface ReservationGroup {
  khatm: ReaderJuz["khatm"];
  reserved: ReaderJuz[];
  completed: ReaderJuz[];
}

const byNumber = (a: ReaderJuz, b: ReaderJuz) => a.number - b.number;

/** A reader's juz grouped by khatm (in the order the API lists them), each split into Reserved and Completed. */
export function groupReservations(juzs: readonly ReaderJuz[]): ReservationGroup[] {
  const groups = new Map<string, ReservationGroup>();
  for (const juz of juzs) {
    let group = groups.get(juz.khatm.id);
    if (!group) {
      group = { khatm: juz.khatm, reserved: [], completed: [] };
      groups.set(juz.khatm.id, group);
    }
    if (juz.status === "reserved") group.reserved.push(juz);
    else if (juz.status === "completed") group.completed.push(juz);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, reserved: group.reserved.sort(byNumber), completed: group.completed.sort(byNumber) }))
    .filter((group) => group.reserved.length + group.completed.length > 0);
}
