import { type Text, text } from "@khatm/i18n";
import { partUnitKey } from "@khatm/juz-table";
import type { User } from "@khatm/schema";
import { type KhatmDivision, normaliseEmail, partDivisionOf, sameText } from "@khatm/schema/rules";
import { ApiException } from "../errors";
import { hashToken } from "../lib/tokens";
import type { MutationRequest } from "./juz-transitions";

/**
 * Who may do what with a khatm and its juz: the one place these rules live.
 *
 * - The creator is proven by a session whose e-mail is the khatm's creator e-mail, or by the khatm's manage key.
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
  readerKeyHash: string | null;
  manageKeyHash: string | null;
}

export const ANONYMOUS: Viewer = { userId: null, email: null, readerKeyHash: null, manageKeyHash: null };

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
    readerKeyHash: readerKey ? await hashToken(readerKey) : null,
    manageKeyHash: identity.manageKey ? await hashToken(identity.manageKey) : null,
  };
}

export interface KhatmOwnership {
  creatorEmail: string;
  manageKeyHash: string;
  /** The khatm's division: refusals name its parts in its words ("reserve pages on behalf of other readers"). */
  division?: KhatmDivision;
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

/** `grantedJuzIds`: the juz the viewer's reader key holds grants for (see readerGrants in db/schema.ts). */
export function isHolder(viewer: Viewer, juz: JuzHolding, grantedJuzIds: ReadonlySet<number>): boolean {
  return sameText(viewer.email, juz.readerEmail) || (viewer.readerKeyHash !== null && grantedJuzIds.has(juz.id));
}

/** The creator-only actions, as refusals name them ("Only the creator of this Khatm can ...", api.creatorOnly). */
export type CreatorAction =
  | "delete"
  | "reserveOnBehalf"
  | "transfer"
  | "uncomplete"
  | "activities"
  | "dedication"
  | "remind"
  | "settings"
  | "nextRound"
  | "importList"
  | "pledgeOnBehalf";

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

/** Throws 403 unless the viewer is the proven creator and `typedCreatorEmail`, when given, is the creator's. */
export function requireCreator(
  viewer: Viewer,
  khatm: KhatmOwnership,
  action: CreatorAction,
  typedCreatorEmail?: string | null,
): void {
  const unit = partUnitOf(khatm.division);
  const refusal =
    unit && PART_ACTIONS.has(action)
      ? text("parts.creatorOnly", { action, unit })
      : text("api.creatorOnly", { action });
  if (!isCreator(viewer, khatm)) throw new ApiException("FORBIDDEN", refusal);
  if (typedCreatorEmail != null && !sameText(typedCreatorEmail, khatm.creatorEmail)) {
    throw new ApiException("FORBIDDEN", text("api.sentences", { first: refusal, second: EMAIL_MISMATCH }));
  }
}

/** The e-mails a reader's or creator's form may type to confirm an action on juz. */
export interface TypedEmails {
  creatorEmail?: string | null;
  /** The reader's e-mail, or the creator's. */
  email?: string | null;
}

/**
 * For actions the creator may take on any juz and a holder on their own (cancel, complete). Throws 403 unless the
 * viewer is the proven creator or holds every juz listed, and every typed e-mail matches. Answers whether the
 * viewer acted as the creator (which the activity feed says).
 */
export function requireCreatorOrHolder(
  viewer: Viewer,
  khatm: KhatmOwnership,
  juzs: readonly JuzHolding[],
  grantedJuzIds: ReadonlySet<number>,
  action: "cancel" | "complete",
  typed: TypedEmails,
): { asCreator: boolean } {
  const asCreator = isCreator(viewer, khatm);
  if (!asCreator && !juzs.every((juz) => isHolder(viewer, juz, grantedJuzIds))) {
    const unit = partUnitOf(khatm.division);
    throw new ApiException(
      "FORBIDDEN",
      unit ? text("parts.ownPartsOnly", { action, unit }) : text("api.ownJuzOnly", { action }),
    );
  }
  if (typed.creatorEmail != null && !sameText(typed.creatorEmail, khatm.creatorEmail)) {
    throw new ApiException("FORBIDDEN", EMAIL_MISMATCH);
  }
  const email = typed.email;
  if (email != null && !sameText(email, khatm.creatorEmail) && !juzs.every((juz) => sameText(email, juz.readerEmail))) {
    throw new ApiException("FORBIDDEN", readerEmailMismatch(khatm.division));
  }
  return { asCreator };
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
 * whether they act as the creator (which the activity feed says). Anyone may reserve available juz: the state
 * machine refuses the others.
 */
export function authorizeJuzAction(
  request: MutationRequest,
  viewer: Viewer,
  khatm: KhatmOwnership,
  juzs: readonly JuzHolding[],
  granted: ReadonlySet<number>,
): boolean {
  switch (request.kind) {
    case "reserve":
      return false;
    case "reserveOnBehalf":
    case "transfer":
      requireCreator(viewer, khatm, request.kind, request.creatorEmail);
      return true;
    case "uncomplete":
      requireCreator(viewer, khatm, "uncomplete", request.email);
      return true;
    case "cancel":
      return requireCreatorOrHolder(viewer, khatm, juzs, granted, "cancel", request).asCreator;
    case "complete":
      return requireCreatorOrHolder(viewer, khatm, juzs, granted, "complete", { email: request.readerEmail }).asCreator;
    case "anonymity":
      requireHolder(viewer, juzs, granted, request.email, khatm.division);
      return false;
  }
}
