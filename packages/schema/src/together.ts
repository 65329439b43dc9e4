import * as z from "zod";
import { emailSchema } from "./common";
import { finishBySchema, khatmNameSchema, occasionChangeSchema } from "./khatm";
import { validationMessage } from "./messages";
import { AUTO_NEXT_ROUND, NEXT_ROUND_MODES, READING_SCHEDULE } from "./rules/reading-schedule";

/** Reading together over time: reminders, stale reservations and rounds (issue 17). */

const wholeDays = (key: "validation.reminderDays" | "validation.staleDays", min: number, max: number) => {
  const message = validationMessage(key, { min, max });
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/** The creator's settings of a khatm, as every viewer sees them (readers should know when juz are freed). */
export const khatmSettingsSchema = z.object({
  reminderDays: z.number().int(),
  staleDays: z.number().int().nullable(),
  autoNextRound: z.enum(AUTO_NEXT_ROUND),
});
export type KhatmSettings = z.infer<typeof khatmSettingsSchema>;

/** PATCH /api/khatms/{id}/settings, the khatm's organizers only; `staleDays: null` turns freeing stale juz off. */
export const updateSettingsRequestSchema = z.object({
  creatorEmail: emailSchema.optional(),
  /** A new name and occasion (issue 37), by the create form's rules: 400 for an empty name. */
  name: khatmNameSchema.optional(),
  occasion: occasionChangeSchema,
  /** The finish-by date (issue 37); null removes it. */
  finishBy: finishBySchema.nullable().optional(),
  reminderDays: wholeDays(
    "validation.reminderDays",
    READING_SCHEDULE.reminderDaysMin,
    READING_SCHEDULE.reminderDaysMax,
  ).optional(),
  staleDays: wholeDays("validation.staleDays", READING_SCHEDULE.staleDaysMin, READING_SCHEDULE.staleDaysMax)
    .nullable()
    .optional(),
  autoNextRound: z.enum(AUTO_NEXT_ROUND, { error: validationMessage("validation.autoNextRound") }).optional(),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequestSchema>;

/** POST /api/khatms/{id}/reminders: the creator's "Send a reminder" to every reader with open juz. */
export const sendReminderRequestSchema = z.object({ creatorEmail: emailSchema.optional() });
export const sendReminderResponseSchema = z.object({ message: z.string(), readers: z.number().int() });
export type SendReminderResponse = z.infer<typeof sendReminderResponseSchema>;

/** POST /api/khatms/{id}/reminders/stop: the "Stop reminders" link of a reminder e-mail (its signed token). */
export const stopRemindersRequestSchema = z.object({
  token: z
    .string({ error: validationMessage("validation.linkIncomplete") })
    .min(10, { error: validationMessage("validation.linkIncomplete") })
    .max(200),
});
export const stopRemindersResponseSchema = z.object({ message: z.string() });

/** POST /api/khatms/{id}/next-round, the proven creator of a completed khatm only. */
export const nextRoundRequestSchema = z.object({
  mode: z.enum(NEXT_ROUND_MODES, { error: validationMessage("validation.nextRoundMode") }),
  creatorEmail: emailSchema.optional(),
});
export type NextRoundRequest = z.input<typeof nextRoundRequestSchema>;

export const nextRoundResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  accessCode: z.string(),
  round: z.number().int(),
  /** Readers e-mailed an invitation (invite) or whose juz were reserved for them (rotate). */
  readers: z.number().int(),
});
export type NextRoundResponse = z.infer<typeof nextRoundResponseSchema>;

/** GET /api/khatms/{id}/series: the rounds of the khatm's series, oldest first. */
export const seriesRoundSchema = z.object({
  id: z.string(),
  accessCode: z.string(),
  round: z.number().int(),
  completed: z.boolean(),
});
export type SeriesRound = z.infer<typeof seriesRoundSchema>;
export const seriesSchema = z.array(seriesRoundSchema);
