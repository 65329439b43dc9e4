import { describeJuzNumbers, joinWithAnd } from "@khatm/schema/rules";

/**
 * The sentences of the recent-activity feed, one per change (a bulk change is one entry naming all its juz).
 * Names are stored as typed; whoever shows them escapes them.
 */
export type ActivityEvent =
  | { type: "created"; creatorName: string }
  | { type: "reserved"; juzNumbers: number[]; readerName: string; byCreator: boolean }
  | { type: "cancelled"; juzNumbers: number[]; readerNames: string[]; byCreator: boolean }
  | { type: "transferred"; juzNumbers: number[]; fromName: string; toName: string }
  | { type: "completed"; juzNumbers: number[]; readerName: string; byCreator: boolean }
  | { type: "uncompleted"; juzNumbers: number[] }
  | { type: "released"; juzNumbers: number[]; readerName: string; days: number };

export function activityMessage(event: ActivityEvent): string {
  switch (event.type) {
    case "created":
      return `${event.creatorName} created this Khatm`;
    case "reserved":
      return event.byCreator
        ? `The creator reserved ${describeJuzNumbers(event.juzNumbers)} for ${event.readerName}`
        : `${event.readerName} reserved ${describeJuzNumbers(event.juzNumbers)}`;
    case "cancelled": {
      const juz = describeJuzNumbers(event.juzNumbers);
      const readers = joinWithAnd([...new Set(event.readerNames)]);
      return event.byCreator
        ? `The creator cancelled the reservation of ${juz} by ${readers}`
        : `${readers} cancelled ${juz}`;
    }
    case "transferred":
      return `${describeJuzNumbers(event.juzNumbers)} was transferred from ${event.fromName} to ${event.toName}`;
    case "completed":
      return event.byCreator
        ? `The creator marked ${describeJuzNumbers(event.juzNumbers)} as completed`
        : `${event.readerName} completed ${describeJuzNumbers(event.juzNumbers)}`;
    case "uncompleted":
      return `The creator marked ${describeJuzNumbers(event.juzNumbers)} as not completed`;
    case "released":
      return `${describeJuzNumbers(event.juzNumbers)} of ${event.readerName} returned to Available: not completed within ${event.days} days`;
  }
}
