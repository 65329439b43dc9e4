import { type Text, text } from "@khatm/i18n";
import { partUnitKey } from "@khatm/juz-table";
import type { User } from "@khatm/schema";
import { type KhatmDivision, normaliseEmail, type OrganizerRole, partDivisionOf, sameText } from "@khatm/schema/rules";
import { ApiException } from "../errors";
import { hashToken } from "../lib/tokens";
import type { MutationRequest } from "./juz-transitions";

/**
 * Who may do what with a khatm and its juz: the one place these rules live.
 *
 * - The creator is proven by a session whose e-mail is the khatm's creator e-mail, or by the khatm's manage key.
 * - A co-organizer (issue 37) is proven by a session whose e-mail is one the creator added to the khatm's organizers:
 *   they may do all the creator may (`requireOrganizer`) but delete the khatm and choose its organizers
 *   (CREATOR_ONLY). Removed from the list, the same session proves nothing more from the next request on.
 * - A juz's holder is proven by a session whose e-mail is the juz's reader e-mail, or by a reader grant: the
 *   browser's reader key was granted that very juz when it reserved it.
 * - A typed e-mail (creatorEmail, email, readerEmail in a body) is a confirmation the forms ask for; it must match
 *   when given, but it never proves anything on its own.
 */

/**
 * Who is asking, as far as the request proves it: the signed-in user (bearer session token), the browser's
 * reader key and the manage key it sent. Typed e-mails in bodies are never part of this.
 */
export interface Identity {
  user: User | null;
  sessionTokenHash: string | null;
  readerKey: string | null;
  manageKey: string | null;
}

/** What a request proves, in the form the checks compare (keys hashed as stored); plain data, so it can go to the DO. */
export interface Viewer {
  userId: number | null;
  /** The signed-in user's e-mail, lower case. */
  email: string | null;
  /** The signed-in user's name, for the feed when they act as an organizer ("Aisha reserved ... for ..."). */
  name?: string | null;
  readerKeyHash: string | null;
  manageKeyHash: string | null;
}

export const ANONYMOUS: Viewer = { userId: null, email: null, name: null, readerKeyHash: null, manageKeyHash: null };

/**
 * The shape of the reader keys the server issues (randomToken). A browser could send a key of its own choosing;
 * a short one would be guessable by others, so anything else counts as no key (and reserving issues a real one).
 */
const READER_KEY_SHAPE = /^[\w-]{32,128}$/;

export async function viewerOf(identity: Identity): Promise<Viewer> {
  const readerKey = identity.readerKey && READER_KEY_SHAPE.test(identity.readerKey) ? identity.readerKey : null;
  return {
    userId: identity.user?.id ?? null,
    email: identity.user ? normaliseEmail(identity.user.email) : null,
    name: identity.user?.name ?? null,
    readerKeyHash: readerKey ? await hashToken(readerKey) : null,
    manageKeyHash: identity.manageKey ? await hashToken(identity.manageKey) : null,
  };
}

export interface KhatmOwnership {
  creatorEmail: string;
  manageKeyHash: string;
  /** The khatm's division: refusals name its parts in its words ("reserve pages on behalf of other readers"). */
  division?: KhatmDivision;
  /** Its co-organizers' addresses (lower case); absent where only the creator's powers are asked about. */
  organizers?: ReadonlyArray<{ email: string }>;
}

export interface JuzHolding {
  id: number;
  readerEmail: string | null;
}

export function isCreator(viewer: Viewer, khatm: KhatmOwnership): boolean {
  return (
    sameText(viewer.email, khatm.creatorEmail) ||
    (viewer.manageKeyHash !== null && viewer.manageKeyHash === khatm.manageKeyHash)
  );
}

/** Whether the viewer's session is one of the khatm's co-organizers' (never the manage key: it proves the creator). */
export function isCoOrganizer(viewer: Viewer, khatm: KhatmOwnership): boolean {
  const email = viewer.email;
  return email !== null && (khatm.organizers ?? []).some((organizer) => sameText(organizer.email, email));
}

/** The role in which the viewer may organize the khatm: its creator, a co-organizer, or none (null). */
export function roleOf(viewer: Viewer, khatm: KhatmOwnership): OrganizerRole | null {
  if (isCreator(viewer, khatm)) return "creator";
  return isCoOrganizer(viewer, khatm) ? "organizer" : null;
}

/** Whether the viewer has the organizer's powers: the creator's or a co-organizer's (e-mails on the board included). */
export function isOrganizer(viewer: Viewer, khatm: KhatmOwnership): boolean {
  return roleOf(viewer, khatm) !== null;
}

/**
 * Whether a typed confirmation e-mail is the acting organizer's own: the creator's address, or for a co-organizer
 * their own (they give theirs where a form asks for the creator's).
 */
function isOwnOrganizerEmail(viewer: Viewer, khatm: KhatmOwnership, typed: string): boolean {
  return sameText(typed, khatm.creatorEmail) || (isCoOrganizer(viewer, khatm) && sameText(typed, viewer.email));
}

/** `grantedJuzIds`: the juz the viewer's reader key holds grants for (see readerGrants in db/schema.ts). */
export function isHolder(viewer: Viewer, juz: JuzHolding, grantedJuzIds: ReadonlySet<number>): boolean {
  return sameText(viewer.email, juz.readerEmail) || (viewer.readerKeyHash !== null && grantedJuzIds.has(juz.id));
}

/** The organizers' actions, as refusals name them ("Only the creator of this Khatm can ...", api.creatorOnly). */
export type CreatorAction =
  | "delete"
  | "organizers"
  | "reserveOnBehalf"
  | "transfer"
  | "uncomplete"
  | "activities"
  | "dedication"
  | "remind"
  | "settings"
  | "nextRound"
  | "importList"
  | "pledgeOnBehalf"
  /** See and unlink the Telegram groups that follow the khatm (issue 38). */
  | "telegram";

/** What only the creator may do; a co-organizer may take every other action. */
const CREATOR_ONLY: ReadonlySet<CreatorAction> = new Set(["delete", "organizers"]);

const EMAIL_MISMATCH = text("api.creatorEmailMismatch");
const READER_EMAIL_MISMATCH = text("api.readerEmailMismatch");

/** The creator-only actions whose refusal names the parts acted on (the spec's "reserve juz on behalf ..."). */
const PART_ACTIONS: ReadonlySet<CreatorAction> = new Set(["reserveOnBehalf", "transfer", "uncomplete"]);

/**
 * A khatm of another division than juz: the unit its refusals name ("pages"); null keeps the spec's words (a juz
 * khatm's, and a counted recitation's, whose pledges have refusals of their own).
 */
function partUnitOf(division: KhatmDivision | undefined): Text | null {
  const parts = division ? partDivisionOf(division) : null;
  return parts && parts !== "juz" ? text(partUnitKey(parts)) : null;
}

function readerEmailMismatch(division: KhatmDivision | undefined): Text {
  return partUnitOf(division) ? text("parts.readerEmailMismatch") : READER_EMAIL_MISMATCH;
}

/**
 * Throws 403 unless the viewer is the proven creator, or a co-organizer for an action not CREATOR_ONLY, and
 * `typedCreatorEmail`, when given, is the creator's (or the co-organizer's own). Answers the role it acts in.
 */
export function requireOrganizer(
  viewer: Viewer,
  khatm: KhatmOwnership,
  action: CreatorAction,
  typedCreatorEmail?: string | null,
): OrganizerRole {
  const unit = partUnitOf(khatm.division);
  const refusal =
    unit && PART_ACTIONS.has(action)
      ? text("parts.creatorOnly", { action, unit })
      : text("api.creatorOnly", { action });
  const role = CREATOR_ONLY.has(action) ? (isCreator(viewer, khatm) ? "creator" : null) : roleOf(viewer, khatm);
  if (!role) throw new ApiException("FORBIDDEN", refusal);
  if (typedCreatorEmail != null && !isOwnOrganizerEmail(viewer, khatm, typedCreatorEmail)) {
    throw new ApiException("FORBIDDEN", text("api.sentences", { first: refusal, second: EMAIL_MISMATCH }));
  }
  return role;
}

/** The e-mails a reader's or creator's form may type to confirm an action on juz. */
export interface TypedEmails {
  creatorEmail?: string | null;
  /** The reader's e-mail, or the creator's. */
  email?: string | null;
}

/**
 * For actions an organizer may take on any juz and a holder on their own (cancel, complete). Throws 403 unless the
 * viewer is the proven creator, a co-organizer or holds every juz listed, and every typed e-mail matches. Answers
 * the organizer's role the viewer acted in, null as the holder (which the activity feed says).
 */
export function requireOrganizerOrHolder(
  viewer: Viewer,
  khatm: KhatmOwnership,
  juzs: readonly JuzHolding[],
  grantedJuzIds: ReadonlySet<number>,
  action: "cancel" | "complete",
  typed: TypedEmails,
): { role: OrganizerRole | null } {
  const role = roleOf(viewer, khatm);
  if (!role && !juzs.every((juz) => isHolder(viewer, juz, grantedJuzIds))) {
    const unit = partUnitOf(khatm.division);
    throw new ApiException(
      "FORBIDDEN",
      unit ? text("parts.ownPartsOnly", { action, unit }) : text("api.ownJuzOnly", { action }),
    );
  }
  if (typed.creatorEmail != null && !isOwnOrganizerEmail(viewer, khatm, typed.creatorEmail)) {
    throw new ApiException("FORBIDDEN", EMAIL_MISMATCH);
  }
  const email = typed.email;
  if (
    email != null &&
    !isOwnOrganizerEmail(viewer, khatm, email) &&
    !juzs.every((juz) => sameText(email, juz.readerEmail))
  ) {
    throw new ApiException("FORBIDDEN", readerEmailMismatch(khatm.division));
  }
  return { role };
}

/**
 * For a reader's own choices about their juz (anonymity): only the holder of every juz listed, never the creator,
 * who could otherwise undo a reader's privacy. Throws 403 otherwise or when the typed e-mail is not the juz's.
 */
export function requireHolder(
  viewer: Viewer,
  juzs: readonly JuzHolding[],
  grantedJuzIds: ReadonlySet<number>,
  typedEmail?: string | null,
  division?: KhatmDivision,
): void {
  if (!juzs.every((juz) => isHolder(viewer, juz, grantedJuzIds))) {
    throw new ApiException("FORBIDDEN", text(partUnitOf(division) ? "parts.holderOnly" : "api.holderOnly"));
  }
  if (typedEmail != null && !juzs.every((juz) => sameText(typedEmail, juz.readerEmail))) {
    throw new ApiException("FORBIDDEN", readerEmailMismatch(division));
  }
}

/**
 * The account a reservation is linked to (the juz's readerId): the signed-in user when they reserve under their own
 * e-mail. A typed e-mail never links a juz to someone else's account.
 */
export function linkedReaderId(viewer: Viewer, readerEmail: string | null): number | null {
  return viewer.userId !== null && sameText(viewer.email, readerEmail) ? viewer.userId : null;
}

/**
 * Who may take a juz action (durable/part-mutations.ts) on these juz: throws 403 unless the viewer may; answers
 * the organizer's role they act in, null for a reader (which the activity feed says). Anyone may reserve available
 * juz: the state machine refuses the others.
 */
export function authorizeJuzAction(
  request: MutationRequest,
  viewer: Viewer,
  khatm: KhatmOwnership,
  juzs: readonly JuzHolding[],
  granted: ReadonlySet<number>,
): OrganizerRole | null {
  switch (request.kind) {
    case "reserve":
      return null;
    case "reserveOnBehalf":
    case "transfer":
      return requireOrganizer(viewer, khatm, request.kind, request.creatorEmail);
    case "uncomplete":
      return requireOrganizer(viewer, khatm, "uncomplete", request.email);
    case "cancel":
      return requireOrganizerOrHolder(viewer, khatm, juzs, granted, "cancel", request).role;
    case "complete":
      return requireOrganizerOrHolder(viewer, khatm, juzs, granted, "complete", { email: request.readerEmail }).role;
    case "anonymity":
      requireHolder(viewer, juzs, granted, request.email, khatm.division);
      return null;
  }
}
