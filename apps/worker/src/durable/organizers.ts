import { text } from "@khatm/i18n";
import { LIMITS, sameText } from "@khatm/schema/rules";
import { ApiException, fieldError } from "../errors";
import { isCoOrganizer, isCreator, requireOrganizer, type Viewer } from "../rules/permissions";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, requireKhatm, type Store } from "./khatm-store";
import { khatm, type OrganizerEntry } from "./schema";

/**
 * The khatm's co-organizers (issue 37), kept on its row (schema.ts `organizers`), so every permission check of a
 * change reads them with the khatm and a removal takes every power away with its commit. The creator chooses them;
 * each address gets an invitation through the effects outbox (the recipient's stop list and budget apply). The
 * index sync copies the list to D1 for the organizers' own "My Khatms".
 */

/** Adds `email` (lower case) for the creator (403 anyone else): 400 the creator's own address, 409 past the limit. */
export function addOrganizer(change: Change, viewer: Viewer, email: string, context: MailContext, now: string): void {
  const { db } = change;
  const row = requireKhatm(db);
  requireOrganizer(viewer, row, "organizers");
  if (sameText(email, row.creatorEmail)) throw fieldError("email", text("organizers.creatorsOwn"));
  // Adding an organizer again changes nothing and sends no second invitation.
  if (row.organizers.some((organizer) => sameText(organizer.email, email))) return;
  if (row.organizers.length >= LIMITS.organizers) {
    throw new ApiException("CONFLICT", text("organizers.tooMany", { max: LIMITS.organizers }));
  }
  writeOrganizers(change, [...row.organizers, { email, addedAt: now }]);
  change.mail(context, {
    type: "organizerInvitation",
    khatm: asKhatmRow(row),
    to: email,
    invitedBy: row.creatorName,
  });
}

/**
 * Removes `email`: by the creator, or by that co-organizer themself (403 anyone else); 404 when it is none of the
 * khatm's organizers.
 */
export function removeOrganizer(change: Change, viewer: Viewer, email: string): void {
  const row = requireKhatm(change.db);
  const leaving = isCoOrganizer(viewer, row) && sameText(viewer.email, email);
  if (!leaving) requireOrganizer(viewer, row, "organizers");
  const kept = row.organizers.filter((organizer) => !sameText(organizer.email, email));
  if (kept.length === row.organizers.length) throw new ApiException("NOT_FOUND", text("organizers.notFound"));
  writeOrganizers(change, kept);
}

/** The co-organizers, for the creator and the co-organizers only (403, naming no address). */
export function organizersOf(db: Store, viewer: Viewer): OrganizerEntry[] {
  const row = requireKhatm(db);
  if (!isCreator(viewer, row) && !isCoOrganizer(viewer, row)) requireOrganizer(viewer, row, "organizers");
  return row.organizers;
}

function writeOrganizers(change: Change, organizers: OrganizerEntry[]): void {
  change.db.update(khatm).set({ organizers }).run();
  // The index's copy (My Khatms) follows, and the live pages see the new powers with the version.
  change.khatmChanged();
}
