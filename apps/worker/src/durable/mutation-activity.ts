import type { OrganizerRole } from "@khatm/schema/rules";
import type { JuzRow, KhatmRow } from "../db/schema";
import { english } from "../lib/english";
import type { ActivityEvent } from "../rules/activity-messages";
import type { JuzChange, Reader } from "../rules/juz-transitions";
import type { Viewer } from "../rules/permissions";
import type { MutationRequest } from "./part-mutations";
import type { activities } from "./schema";

export type ActivityEntry = Omit<typeof activities.$inferInsert, "id">;

/** The events of part changes, whose type is their activity type. */
type PartActivityEvent = Extract<ActivityEvent, { juzNumbers: number[] }>;

/** The organizer who acted: the creator, or a co-organizer (`coOrganizer`), whom the feed then names. */
export interface OrganizerActor {
  id: number | null;
  name: string;
  email: string | null;
  coOrganizer: boolean;
}

/** Who acts in `role`: the creator as the khatm knows them, or the signed-in co-organizer (their name, else address). */
export function organizerActor(
  role: OrganizerRole,
  viewer: Viewer,
  khatm: Pick<KhatmRow, "creatorId" | "creatorName" | "creatorEmail">,
): OrganizerActor {
  if (role === "creator") {
    return { id: khatm.creatorId, name: khatm.creatorName, email: khatm.creatorEmail, coOrganizer: false };
  }
  return { id: viewer.userId, name: viewer.name || viewer.email || "", email: viewer.email, coOrganizer: true };
}

/**
 * One activity per change (a bulk change is one entry), by whoever acted: an organizer (`organizer`: the creator
 * or a co-organizer, whom the feed names), or the reader. None for a reader's anonymity, which is theirs alone and
 * changes nothing the organizers need to follow.
 */
export function activityEntry(
  khatm: KhatmRow,
  request: MutationRequest,
  changes: JuzChange<JuzRow>[],
  organizer: OrganizerActor | null,
  now: string,
): ActivityEntry | null {
  if (request.kind === "anonymity") return null;
  const numbers = changes.map((change) => change.after.number);
  const [first] = changes;
  if (!first) throw new Error("An activity records at least one change");
  const byCreator = organizer !== null;
  const creator = organizer ?? { id: khatm.creatorId, name: khatm.creatorName, email: khatm.creatorEmail };
  const formerReader = {
    id: first.before.readerId,
    name: first.before.readerName,
    email: first.before.readerEmail,
  };

  let actor: Omit<Reader, "anonymous" | "name"> & { name: string | null };
  let event: PartActivityEvent;
  switch (request.kind) {
    case "reserve":
      actor = request.reader;
      event = { type: "reserved", juzNumbers: numbers, readerName: request.reader.name, byCreator: false };
      break;
    case "reserveOnBehalf":
      actor = creator;
      event = { type: "reserved", juzNumbers: numbers, readerName: request.reader.name, byCreator: true };
      break;
    case "cancel":
      actor = byCreator ? creator : formerReader;
      event = {
        type: "cancelled",
        juzNumbers: numbers,
        readerNames: changes.map((change) => change.before.readerName),
        byCreator,
      };
      break;
    case "transfer":
      actor = creator;
      event = { type: "transferred", juzNumbers: numbers, fromName: formerReader.name, toName: request.reader.name };
      break;
    case "complete":
      actor = byCreator ? creator : formerReader;
      event = { type: "completed", juzNumbers: numbers, readerName: formerReader.name, byCreator };
      break;
    case "uncomplete":
      actor = creator;
      event = { type: "uncompleted", juzNumbers: numbers };
      break;
  }

  // A juz khatm's events stay as they always were; others name their division, so the feed words their parts.
  if (khatm.division !== "juz") event = { ...event, division: khatm.division } as PartActivityEvent;
  // A co-organizer's change names them ("Aisha reserved ... for ..."); the creator's keep the spec's words.
  if (organizer?.coOrganizer) event = { ...event, organizer: organizer.name } as PartActivityEvent;
  return {
    khatmId: khatm.id,
    // A bulk change names several juz in its message; the juz columns point at one only when there is one.
    juzId: changes.length === 1 ? first.after.id : null,
    juzNumber: changes.length === 1 ? first.after.number : null,
    userId: actor.id,
    userName: actor.name ?? english.t("activity.aReader"),
    userEmail: actor.email,
    activityType: event.type,
    timestamp: now,
    event,
  };
}
