import * as z from "zod";
import { emailSchema, isoDateTimeSchema } from "./common";
import { khatmIdParamSchema } from "./khatm";

/** POST /api/khatms/{id}/organizers: the creator adds a co-organizer by address (issue 37). */
export const addOrganizerRequestSchema = z.object({ email: emailSchema });
export type AddOrganizerRequest = z.input<typeof addOrganizerRequestSchema>;

/** A co-organizer as the creator and the organizers see them: the address, its account's name when it has one. */
export const organizerSchema = z.object({
  email: z.string(),
  name: z.string().nullable().optional(),
  addedAt: isoDateTimeSchema,
});
export type Organizer = z.infer<typeof organizerSchema>;
export const organizerListSchema = z.array(organizerSchema);

/** DELETE /api/khatms/{id}/organizers/{email}. */
export const organizerParamSchema = khatmIdParamSchema.extend({ email: emailSchema });
