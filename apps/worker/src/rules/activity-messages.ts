import { renderText, type Text, type Translator, text } from "@khatm/i18n";
import type { Division } from "@khatm/schema/rules";
import { english } from "../lib/english";

/**
 * What happened, one entry per change (a bulk change is one entry naming all its juz). Stored as it is with the
 * activity (durable/schema.ts) and worded for each reader of the feed by `activityMessage`. Names are stored as
 * typed (null: a reader without one, worded "A reader"); whoever shows them escapes them.
 */
export type ActivityEvent =
  | { type: "created"; creatorName: string }
  | PartsEvent<{ type: "reserved"; juzNumbers: number[]; readerName: string; byCreator: boolean }>
  | PartsEvent<{ type: "cancelled"; juzNumbers: number[]; readerNames: Array<string | null>; byCreator: boolean }>
  | PartsEvent<{ type: "transferred"; juzNumbers: number[]; fromName: string | null; toName: string }>
  | PartsEvent<{ type: "completed"; juzNumbers: number[]; readerName: string | null; byCreator: boolean }>
  | PartsEvent<{ type: "uncompleted"; juzNumbers: number[] }>
  | PartsEvent<{ type: "released"; juzNumbers: number[]; readerName: string; days: number }>
  // A counted recitation's pledges (issue 25), each naming its pledge by number, so the log replays to the pledges.
  | { type: "pledged"; pledge: number; readerName: string; amount: number; byCreator: boolean }
  | { type: "pledgeProgress"; pledge: number; readerName: string; done: number; amount: number }
  | { type: "pledgeCancelled"; pledge: number; readerName: string; amount: number }
  | { type: "countCompleted"; target: number };

/**
 * An event about parts: the khatm's division when it is not divided by juz (absent: juz, as events always were).
 * Its `juzNumbers` are part numbers; the field keeps the name the stored events were first written with.
 * `organizer`: the co-organizer (issue 37) who made the change, whom the feed names; absent: the creator or a reader.
 */
type PartsEvent<Event> = Event & { division?: Division; organizer?: string };

/** The feed's sentence for `event` in `i18n`'s language (English by default). */
export function activityMessage(event: ActivityEvent, i18n: Translator = english): string {
  return renderText(i18n, activityText(event));
}

const reader = (name: string | null) => name ?? text("activity.aReader");

function activityText(event: ActivityEvent): Text {
  if ("organizer" in event && event.organizer) return organizerText(event, event.organizer) ?? creatorText(event);
  return creatorText(event);
}

/** A co-organizer's change, naming them where the creator's says "The creator". */
function organizerText(event: ActivityEvent, organizer: string): Text | null {
  if (!("juzNumbers" in event)) return null;
  const juz = { juz: event.juzNumbers, division: event.division };
  switch (event.type) {
    case "reserved":
      return event.byCreator ? text("organizers.activityReserved", { organizer, juz, reader: event.readerName }) : null;
    case "cancelled": {
      if (!event.byCreator) return null;
      const readers = [...new Set(event.readerNames)].map((name) => name ?? text("activity.aReaderInList"));
      return text("organizers.activityCancelled", { organizer, juz, readers: { names: readers } });
    }
    case "completed":
      return event.byCreator ? text("organizers.activityCompleted", { organizer, juz }) : null;
    case "uncompleted":
      return text("organizers.activityUncompleted", { organizer, juz });
    case "transferred":
      return text("organizers.activityTransferred", {
        organizer,
        juz,
        from: reader(event.fromName),
        to: event.toName,
      });
    default:
      return null;
  }
}

function creatorText(event: ActivityEvent): Text {
  switch (event.type) {
    case "created":
      return text("activity.created", { creator: event.creatorName });
    case "reserved":
      return text(event.byCreator ? "activity.reservedByCreator" : "activity.reserved", {
        juz: { juz: event.juzNumbers, division: event.division },
        reader: event.readerName,
      });
    case "cancelled": {
      const readers = [...new Set(event.readerNames)].map((name) => name ?? text("activity.aReaderInList"));
      return text(event.byCreator ? "activity.cancelledByCreator" : "activity.cancelled", {
        juz: { juz: event.juzNumbers, division: event.division },
        readers: { names: readers },
      });
    }
    case "transferred":
      return text("activity.transferred", {
        juz: { juz: event.juzNumbers, division: event.division },
        from: reader(event.fromName),
        to: event.toName,
      });
    case "completed":
      return event.byCreator
        ? text("activity.completedByCreator", { juz: { juz: event.juzNumbers, division: event.division } })
        : text("activity.completed", {
            juz: { juz: event.juzNumbers, division: event.division },
            reader: reader(event.readerName),
          });
    case "uncompleted":
      return text("activity.uncompleted", { juz: { juz: event.juzNumbers, division: event.division } });
    case "released":
      return text("activity.released", {
        juz: { juz: event.juzNumbers, division: event.division },
        reader: event.readerName,
        days: event.days,
      });
    case "pledged":
      return text(event.byCreator ? "recitation.activityPledgedByCreator" : "recitation.activityPledged", {
        name: event.readerName,
        amount: event.amount,
      });
    case "pledgeProgress":
      return text("recitation.activityProgress", { name: event.readerName, done: event.done, amount: event.amount });
    case "pledgeCancelled":
      return text("recitation.activityCancelled", { name: event.readerName, amount: event.amount });
    case "countCompleted":
      return text("recitation.activityCompleted", { target: event.target });
  }
}
