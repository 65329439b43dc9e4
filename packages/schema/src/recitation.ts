import * as z from "zod";
import { emailSchema, isoDateTimeSchema, oneLineTextSchema, readerNameSchema } from "./common";
import { validationMessage } from "./messages";
import { COUNT_TARGET_MAX, KHATM_DIVISIONS, RECITATION_MAX_LENGTH } from "./rules/recitation";

/**
 * Counted recitations (issue 25): a khatm whose `division` is "count" has a target and the recitation's words, and
 * readers pledge parts of the count and report how many they have read.
 */

/** What a khatm is on creation: one of the part divisions (juz unless asked otherwise) or "count". */
export const khatmDivisionSchema = z.enum(KHATM_DIVISIONS, {
  error: validationMessage("validation.divisionUnknown", { divisions: KHATM_DIVISIONS.join(", ") }),
});

const wholeCount = (
  max: number,
  key: "recitation.targetRange" | "recitation.amountRange" | "recitation.doneRange",
  min: number,
) =>
  z
    .number({ error: validationMessage(key, { min, max }) })
    .int({ error: validationMessage(key, { min, max }) })
    .min(min, { error: validationMessage(key, { min, max }) })
    .max(max, { error: validationMessage(key, { min, max }) });

/** A count's target: a whole number from 1 to 1,000,000. */
export const countTargetSchema = wholeCount(COUNT_TARGET_MAX, "recitation.targetRange", 1);

/** The recitation's words, 1 to 120 characters. */
export const recitationSchema = oneLineTextSchema(validationMessage("recitation.recitationRequired"))
  .min(1, { error: validationMessage("recitation.recitationRequired") })
  .max(RECITATION_MAX_LENGTH, {
    error: validationMessage("recitation.recitationTooLong", { max: RECITATION_MAX_LENGTH }),
  });

/** How many a pledge takes: a whole number, at least 1 (the count's object refuses more than remain). */
const amountSchema = wholeCount(COUNT_TARGET_MAX, "recitation.amountRange", 1);

/** POST /api/khatms/{id}/pledges. A signed-in reader may omit readerEmail (the session's is used). */
export const pledgeRequestSchema = z.object({
  amount: amountSchema,
  readerName: readerNameSchema,
  readerEmail: emailSchema.optional(),
  anonymous: z.boolean({ error: validationMessage("validation.anonymousBoolean") }).optional(),
  /** E-mail reminders while the pledge is not read in full; by default on for a signed-in reader, off otherwise. */
  remind: z.boolean({ error: validationMessage("validation.remindBoolean") }).optional(),
});
export type PledgeRequest = z.input<typeof pledgeRequestSchema>;

/** POST /api/khatms/{id}/pledges-on-behalf: the proven creator pledges for a reader, confirming with their e-mail. */
export const pledgeOnBehalfRequestSchema = z.object({
  amount: amountSchema,
  readerName: readerNameSchema,
  readerEmail: emailSchema.optional(),
  creatorEmail: emailSchema,
});
export type PledgeOnBehalfRequest = z.input<typeof pledgeOnBehalfRequestSchema>;

/** POST /api/pledges/{id}/progress: how many of the pledge are read so far, in all (0 to its amount). */
export const pledgeProgressRequestSchema = z.object({ done: wholeCount(COUNT_TARGET_MAX, "recitation.doneRange", 0) });
export type PledgeProgressRequest = z.input<typeof pledgeProgressRequestSchema>;

/** A pledge's id: its khatm's id and its number in the khatm, `{khatmId}.{n}`. */
export const pledgeIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[\w-]{1,64}\.[1-9]\d{0,9}$/, { error: validationMessage("recitation.pledgeId") })
    .transform((id) => {
      const dot = id.lastIndexOf(".");
      return { khatmId: id.slice(0, dot), number: Number(id.slice(dot + 1)) };
    }),
});

/**
 * A pledge as the API shows it: an anonymous reader's name is 'Anonymous reader' to anyone but the proven creator
 * and that reader; `readerEmail` only for those two. `viewerIsReader`: this request proved it is the pledge's reader.
 */
export const pledgeSchema = z.object({
  id: z.string(),
  khatmId: z.string(),
  amount: z.number().int(),
  done: z.number().int(),
  readerName: z.string(),
  readerEmail: z.string().nullable().optional(),
  readerAnonymous: z.boolean(),
  pledgedAt: isoDateTimeSchema,
  /** Cancelled: what was read stays (its amount is its done), the rest was freed. */
  cancelled: z.boolean(),
  viewerIsReader: z.boolean(),
});
export type Pledge = z.infer<typeof pledgeSchema>;
export const pledgeListSchema = z.array(pledgeSchema);

/** Answer of a pledge, its progress or its cancellation; `readerKey` is given to a browser without one. */
export const pledgeResponseSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  done: z.number().int(),
  message: z.string(),
  pledge: pledgeSchema,
  readerKey: z.string().optional(),
});
export type PledgeResponse = z.infer<typeof pledgeResponseSchema>;

/**
 * GET /api/readers/{email}/pledges: the reader's pledges across counted recitations (My Reservations), each with its
 * khatm; the reader proved the e-mail (session) or the key that pledged, so their own e-mail is shown.
 */
export const readerPledgeSchema = pledgeSchema.extend({
  khatm: z.object({
    id: z.string(),
    name: z.string(),
    accessCode: z.string(),
    recitation: z.string().nullable(),
    target: z.number().int().nullable(),
  }),
});
export type ReaderPledge = z.infer<typeof readerPledgeSchema>;

/** GET /api/khatms/{id}/stats of a count. */
export const countStatsSchema = z.object({
  target: z.number().int(),
  pledged: z.number().int(),
  done: z.number().int(),
});
export type CountStats = z.infer<typeof countStatsSchema>;
