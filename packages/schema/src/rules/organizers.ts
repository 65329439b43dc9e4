/**
 * The roles that carry the organizer's powers on a khatm (issue 37): its creator, and the co-organizers the creator
 * added, each proven by signing in with the address the creator gave.
 */
export const ORGANIZER_ROLES = ["creator", "organizer"] as const;
export type OrganizerRole = (typeof ORGANIZER_ROLES)[number];
