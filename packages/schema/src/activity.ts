import * as z from "zod";
import { isoDateTimeSchema, listLimitSchema } from "./common";
import { ACTIVITY_TYPES } from "./rules/activity";
import { LIMITS } from "./rules/limits";

export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** An activity; `userEmail` is shown only to the organizers (who alone may read the feed), the creator's to the creator. */
export const activitySchema = z.object({
  id: z.number().int(),
  khatmId: z.string(),
  juzId: z.number().int().nullable(),
  juzNumber: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  activityType: activityTypeSchema,
  timestamp: isoDateTimeSchema,
  message: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);

export const activitiesQuerySchema = z.object({
  limit: listLimitSchema(LIMITS.activityFeedMax, 5),
  _t: z.string().optional(),
});
