import * as z from "zod";
import {
  accessCodeSchema,
  emailSchema,
  isoDateTimeSchema,
  listLimitSchema,
  oneLineTextSchema,
  personNameSchema,
} from "./common";
import { validationMessage } from "./messages";
import { countTargetSchema, khatmDivisionSchema, recitationSchema } from "./recitation";
import { FINISH_BY_MAX_YEARS, finishByProblem, utcDay } from "./rules/finish-by";
import { LIMITS } from "./rules/limits";
import { ORGANIZER_ROLES } from "./rules/organizers";
import { AUTO_NEXT_ROUND } from "./rules/reading-schedule";

/** The pace a finish-by date asks (rules/finish-by.ts paceOf): days left counting today and the last, parts left, a day. */
export const paceSchema = z.object({
  daysLeft: z.number().int(),
  partsLeft: z.number().int(),
  perDay: z.number(),
});
export type PaceAnswer = z.infer<typeof paceSchema>;

/**
 * A finish-by date as a request gives it (issue 37): `YYYY-MM-DD` (UTC), from today to three years ahead; a 400 names
 * `finishBy` otherwise. "Today" is the server's at the request.
 */
export const finishBySchema = z
  .string({ error: validationMessage("validation.finishByInvalid") })
  .superRefine((value, context) => {
    const problem = finishByProblem(value, utcDay(Date.now()));
    if (!problem) return;
    const key =
      problem === "past"
        ? "validation.finishByPast"
        : problem === "tooFar"
          ? "validation.finishByTooFar"
          : "validation.finishByInvalid";
    context.addIssue({ code: "custom", message: validationMessage(key, { years: FINISH_BY_MAX_YEARS }) });
  });

/** What every answer describing a khatm says of its finish-by date: none (null), or the date and its pace. */
const finishByFields = {
  finishBy: z.string().nullable().optional(),
  pace: paceSchema.nullable().optional(),
};

export const khatmStatsSchema = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  completed: z.number().int(),
});
export type KhatmStats = z.infer<typeof khatmStatsSchema>;

/**
 * How the creator's "created" e-mail, the one carrying the manage link, has gone (issue 39): "sending" (not tried
 * yet), "sent", "retrying" (the provider failed; tried again for a day) or "notSent" (the mailbox stopped e-mail,
 * spent its daily budget, or a day of tries failed). Told only to the proven creator.
 */
export const CREATED_EMAIL_STATES = ["sending", "sent", "retrying", "notSent"] as const;
export const createdEmailStateSchema = z.enum(CREATED_EMAIL_STATES);
export type CreatedEmailState = z.infer<typeof createdEmailStateSchema>;

/**
 * A khatm as the API shows it. `creatorEmail` is present only for the proven creator;
 * `viewerIsCreator` tells the client whether this request proved it is the creator.
 */
export const khatmSchema = z.object({
  id: z.string(),
  name: z.string(),
  occasion: z.string().nullable(),
  startDate: z.null(),
  endDate: z.null(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  creatorEmail: z.string().optional(),
  isPublic: z.boolean(),
  createdAt: isoDateTimeSchema,
  uniqueId: z.string(),
  accessCode: z.string(),
  stats: khatmStatsSchema,
  viewerIsCreator: z.boolean(),
  /**
   * In which role this request proved it may organize the khatm (issue 37): its creator, or a co-organizer, who has
   * every power of the creator's but deleting the khatm and choosing its organizers (`viewerIsCreator` is then true
   * too, and `creatorEmail` stays the creator's secret); null for anyone else.
   */
  viewerRole: z.enum(ORGANIZER_ROLES).nullable().optional(),
  /** Public, but not on the public list until its creator confirms the e-mail by the magic link. */
  awaitingConfirmation: z.boolean(),
  /** "Dedicated to" (e.g. in memory of someone who has died), set by the creator; null when none. */
  dedication: z.string().nullable(),
  /** Set once all 30 juz are completed: when the last one was, and how many readers took part. */
  completion: z.object({ completedAt: isoDateTimeSchema, readerCount: z.number().int() }).nullable(),
  /** The series of rounds the khatm belongs to (the first round's id) and its round number, from 1. */
  seriesId: z.string(),
  round: z.number().int(),
  reminderDays: z.number().int(),
  /** Reserved juz not completed after this many days return to Available; null: never. */
  staleDays: z.number().int().nullable(),
  autoNextRound: z.enum(AUTO_NEXT_ROUND),
  /**
   * How the khatm is shared out and how many parts that makes (30 juz, 60 hizb, 240 quarters, 604 pages, 114 surahs),
   * in every answer. Optional here only because an answer cached before they were added (a browser's query cache, an
   * older worker) lacks them for a juz khatm: read them through `divisionOf`, which takes absent for juz.
   */
  division: khatmDivisionSchema.optional(),
  partCount: z.number().int().optional(),
  /**
   * A counted recitation (`division` "count", no parts): how many times it is to be read and what (issue 25). Its
   * `stats` count the recitations: available = not pledged yet, reserved = pledged and not read yet, completed = read.
   */
  target: z.number().int().optional(),
  recitation: z.string().nullable().optional(),
  ...finishByFields,
  /**
   * Once the date has come: "onTime" when every part was completed by its end, "late" when it passed with parts left
   * (`pace.partsLeft` of them; the khatm stays open); null otherwise.
   */
  finishOutcome: z.enum(["onTime", "late"]).nullable().optional(),
  /** The proven creator's only, for a week after creation: how the "created" e-mail went. */
  createdEmail: createdEmailStateSchema.optional(),
});
export type Khatm = z.infer<typeof khatmSchema>;

/** A khatm in a list (public list, home page, creator's list): no private fields, stats included. */
export const khatmSummarySchema = khatmSchema
  .pick({
    id: true,
    name: true,
    occasion: true,
    isPublic: true,
    createdAt: true,
    accessCode: true,
    creatorName: true,
    stats: true,
    division: true,
    partCount: true,
    target: true,
    recitation: true,
    finishBy: true,
    pace: true,
  })
  .extend({
    /** On a person's own list (GET /api/khatms/creator/{email}): whether they created the khatm or organize it. */
    role: z.enum(ORGANIZER_ROLES).optional(),
  });
export type KhatmSummary = z.infer<typeof khatmSummarySchema>;
export const khatmListSchema = z.array(khatmSummarySchema);

export const khatmNameSchema = oneLineTextSchema(validationMessage("validation.khatmNameRequired"))
  .min(1, { error: validationMessage("validation.khatmNameRequired") })
  .max(LIMITS.khatmName, { error: validationMessage("validation.khatmNameTooLong", { max: LIMITS.khatmName }) });

/** An occasion as the create form takes it; absent or "" is none. */
const occasionTextSchema = oneLineTextSchema().max(LIMITS.occasion, {
  error: validationMessage("validation.occasionTooLong", { max: LIMITS.occasion }),
});
const occasionSchema = occasionTextSchema.nullish().transform((value) => (value ? value : null));

/** An occasion changed in the settings (issue 37): null or "" removes it, absent leaves it as it is. */
export const occasionChangeSchema = occasionTextSchema
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

export const dedicationSchema = oneLineTextSchema(validationMessage("validation.dedicationText"))
  .max(LIMITS.dedication, { error: validationMessage("validation.dedicationTooLong", { max: LIMITS.dedication }) })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * POST /api/khatms. The spec's payload; the server never trusts `creatorId` or `uniqueId` from the client:
 * a signed-in creator is the session's user, a signed-out one is identified by creatorName and creatorEmail.
 */
export const createKhatmRequestSchema = z
  .object({
    name: khatmNameSchema,
    occasion: occasionSchema,
    dedication: dedicationSchema,
    startDate: z.null().optional(),
    endDate: z.null().optional(),
    creatorId: z.union([z.number(), z.string()]).optional(),
    creatorName: personNameSchema.optional(),
    creatorEmail: emailSchema.optional(),
    isPublic: z.boolean({ error: validationMessage("validation.isPublicBoolean") }).default(false),
    uniqueId: z.string().max(100).optional(),
    /** How the khatm is shared out: juz (the spec's 30) unless asked otherwise, or "count" for a counted recitation. */
    division: khatmDivisionSchema.default("juz"),
    /** A count's target (required for a count, ignored otherwise) and the words of its recitation. */
    target: countTargetSchema.optional(),
    recitation: recitationSchema.optional(),
    /** The date it means to be finished by (issue 37); none when absent or null. */
    finishBy: finishBySchema.nullish(),
  })
  .superRefine((body, context) => {
    if (body.division === "count" && body.target === undefined) {
      context.addIssue({ code: "custom", path: ["target"], message: validationMessage("recitation.targetRequired") });
    }
  });
export type CreateKhatmRequest = z.input<typeof createKhatmRequestSchema>;

/** Answer of POST /api/khatms; `manageKey` is shown once and lets this browser manage the khatm. */
export const createKhatmResponseSchema = z.object({
  id: z.string(),
  accessCode: z.string(),
  name: z.string(),
  occasion: z.string().nullable(),
  isPublic: z.boolean(),
  creatorName: z.string(),
  uniqueId: z.string(),
  manageKey: z.string(),
  /** Public, but not on the public list until its creator confirms the e-mail by the magic link. */
  awaitingConfirmation: z.boolean(),
  /** As on a khatm. */
  division: khatmDivisionSchema.optional(),
  partCount: z.number().int().optional(),
  target: z.number().int().optional(),
  recitation: z.string().nullable().optional(),
  /** How the "created" e-mail went by the time of the answer (which waits a little for its first try). */
  createdEmail: createdEmailStateSchema.optional(),
});
export type CreateKhatmResponse = z.infer<typeof createKhatmResponseSchema>;

/** PUT /api/khatms/{id}/dedication: the proven creator sets or (with null or "") removes the dedication. */
export const dedicationRequestSchema = z.object({ dedication: dedicationSchema, creatorEmail: emailSchema.optional() });
export type DedicationRequest = z.input<typeof dedicationRequestSchema>;

/** GET /api/khatms/public query. `hasAvailable` splits open khatms from fully reserved ones. */
export const publicListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(LIMITS.khatmName, { error: validationMessage("validation.searchTooLong") })
    .optional(),
  hasAvailable: z.enum(["true", "false"], { error: validationMessage("validation.hasAvailableBoolean") }).optional(),
  limit: listLimitSchema(LIMITS.publicListMax, 50),
  _t: z.string().optional(),
});
export type PublicListQuery = z.input<typeof publicListQuerySchema>;

export const accessCodeParamSchema = z.object({ code: accessCodeSchema });
export const khatmIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const deleteKhatmQuerySchema = z.object({ creatorEmail: emailSchema, _t: z.string().optional() });

/** GET /api/khatms/creator/{email}. */
export const creatorEmailParamSchema = z.object({ email: emailSchema });
