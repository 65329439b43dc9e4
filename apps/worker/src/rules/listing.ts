/**
 * Whether a public khatm is on the public list and the home page, in both D1's index and the khatm's Durable Object
 * (which owns it and syncs it to D1 like its counts). The one rule is `isListed`; the public list's SQL writes the
 * same three conditions (services/khatm-queries.ts), and both stores keep the facts in the columns of
 * db/listing-columns.ts.
 * - creatorConfirmed: the creator's address had signed in by magic link when the khatm was made, or has since;
 * - moderation: "reported" once enough distinct clients reported it (unlisted until reviewed), "hidden" when the
 *   operator hid it for good. The khatm stays reachable by its link and code either way.
 */
export const MODERATION_STATES = ["none", "reported", "hidden"] as const;
export type Moderation = (typeof MODERATION_STATES)[number];

export interface Listing {
  isPublic: boolean;
  creatorConfirmed: boolean;
  moderation: Moderation;
}

export function isListed(row: Listing): boolean {
  return row.isPublic && row.creatorConfirmed && row.moderation === "none";
}

/** A public khatm waiting only for its creator's confirmation: what its Success page and board say. */
export function awaitsConfirmation(row: Listing): boolean {
  return row.isPublic && !row.creatorConfirmed;
}
