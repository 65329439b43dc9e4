import * as z from "zod";
import { divisionSchema, emailSchema, isoDateTimeSchema, partNumbersSchema, readerNameSchema } from "./common";
import { validationMessage } from "./messages";

export const juzStatusSchema = z.enum(["available", "reserved", "completed"]);
export type JuzStatus = z.infer<typeof juzStatusSchema>;

/**
 * A juz as the API shows it. `readerEmail` is present only for the proven creator or that reader;
 * `viewerIsReader` tells whether this request proved it holds the juz (session or reader key).
 */
export const juzSchema = z.object({
  id: z.number().int(),
  khatmId: z.string(),
  number: z.number().int(),
  surahs: z.string(),
  status: juzStatusSchema,
  readerId: z.number().int().nullable(),
  readerName: z.string().nullable(),
  readerEmail: z.string().nullable().optional(),
  reservedAt: isoDateTimeSchema.nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  viewerIsReader: z.boolean(),
  /**
   * The reader asked to be shown as 'Anonymous reader'. Then only the proven creator and that reader see the real
   * `readerName` (and `readerId`); everyone else gets ANONYMOUS_READER_NAME and no id.
   */
  readerAnonymous: z.boolean(),
});
export type Juz = z.infer<typeof juzSchema>;
export const juzListSchema = z.array(juzSchema);

/** An ayah: its surah and its number in the surah. */
export const ayahRefSchema = z.object({ surah: z.number().int(), ayah: z.number().int() });

/**
 * A part as GET /api/khatms/{id}/parts shows it: a juz's fields (with /juzs's privacy) and the part's name in the
 * requester's language ("Hizb 12", "36. Ya-Sin") and its first and last ayah.
 */
export const partSchema = juzSchema.extend({ label: z.string(), start: ayahRefSchema, end: ayahRefSchema });
export type Part = z.infer<typeof partSchema>;
export const partListSchema = z.array(partSchema);

/**
 * The parts a request names, as `juzNumbers` (the spec's name; on a khatm divided otherwise, its part numbers) or
 * `partNumbers`, not both. `required`: one of them must be there.
 */
function partSelection<Shape extends z.ZodRawShape>(shape: Shape, required: boolean) {
  return z
    .object({ juzNumbers: partNumbersSchema.optional(), partNumbers: partNumbersSchema.optional(), ...shape })
    .superRefine((body, context) => {
      const { juzNumbers, partNumbers } = body as { juzNumbers?: number[]; partNumbers?: number[] };
      if (juzNumbers && partNumbers) {
        context.addIssue({
          code: "custom",
          path: ["partNumbers"],
          message: validationMessage("validation.partNumbersTwice"),
        });
      } else if (required && !juzNumbers && !partNumbers) {
        context.addIssue({
          code: "custom",
          path: ["juzNumbers"],
          message: validationMessage("validation.juzNumberList"),
        });
      }
    });
}

/**
 * GET /api/readers/{email}/juzs: the reader's juz with the khatm each belongs to. The khatm's `division` is there
 * for a khatm not divided by juz (issue 24), so its rows name their parts; a juz khatm's stays the spec's shape.
 */
export const readerJuzSchema = juzSchema.extend({
  khatm: z.object({ id: z.string(), name: z.string(), accessCode: z.string(), division: divisionSchema.optional() }),
});
export type ReaderJuz = z.infer<typeof readerJuzSchema>;
export const readerJuzListSchema = z.array(readerJuzSchema);

/** POST /api/khatms/{id}/reserve. A signed-in reader may omit readerEmail (the session's is used). */
export const reserveRequestSchema = partSelection(
  {
    readerName: readerNameSchema,
    readerEmail: emailSchema.optional(),
    /** Signed out: find or make the account for readerEmail; a new one is welcomed in the confirmation e-mail. */
    createAccount: z.boolean().optional(),
    /** "Show me as an anonymous reader". */
    anonymous: z.boolean({ error: validationMessage("validation.anonymousBoolean") }).optional(),
    /** E-mail reminders while the juz stay open; by default on for a signed-in reader, off for an anonymous one. */
    remind: z.boolean({ error: validationMessage("validation.remindBoolean") }).optional(),
  },
  true,
);
export type ReserveRequest = z.input<typeof reserveRequestSchema>;

/** Answer of reserve and reserve-on-behalf. `readerKey` is given to a browser without one. */
export const reserveResponseSchema = z.object({
  message: z.string(),
  juzs: juzListSchema,
  readerKey: z.string().optional(),
  /** The reservation made the reader's account (createAccount): its confirmation e-mail is the welcome too. */
  accountCreated: z.boolean().optional(),
});
export type ReserveResponse = z.infer<typeof reserveResponseSchema>;

export const reserveOnBehalfRequestSchema = partSelection(
  { readerName: readerNameSchema, readerEmail: emailSchema.optional(), creatorEmail: emailSchema },
  true,
);
export type ReserveOnBehalfRequest = z.input<typeof reserveOnBehalfRequestSchema>;

/**
 * POST /api/juzs/{id}/cancel: creatorEmail (creator form) or email (+ juzNumbers for bulk, where id is the first
 * selected juz). The typed e-mail confirms; proof comes from a session or a key.
 */
export const cancelRequestSchema = partSelection(
  { creatorEmail: emailSchema.optional(), email: emailSchema.optional() },
  false,
);
export type CancelRequest = z.input<typeof cancelRequestSchema>;

export const transferRequestSchema = z.object({
  creatorEmail: emailSchema,
  newReaderName: readerNameSchema,
  newReaderEmail: emailSchema,
});
export type TransferRequest = z.input<typeof transferRequestSchema>;

export const uncompleteRequestSchema = partSelection({ email: emailSchema }, false);
export type UncompleteRequest = z.input<typeof uncompleteRequestSchema>;

export const completeRequestSchema = partSelection({ readerEmail: emailSchema.optional() }, false);
export type CompleteRequest = z.input<typeof completeRequestSchema>;

/**
 * POST /api/juzs/{id}/anonymity {anonymous, email?, juzNumbers?}: the juz's reader shows as 'Anonymous reader' to
 * others, or by name again. Only the holder (session or this browser's grant) may change it.
 */
export const anonymityRequestSchema = partSelection(
  { anonymous: z.boolean({ error: validationMessage("validation.anonymousBoolean") }), email: emailSchema.optional() },
  false,
);
export type AnonymityRequest = z.input<typeof anonymityRequestSchema>;

/** Answer of cancel, transfer, complete and uncomplete. */
export const juzMutationResponseSchema = z.object({ message: z.string(), juzs: juzListSchema });
export type JuzMutationResponse = z.infer<typeof juzMutationResponseSchema>;

export const juzIdParamSchema = z.object({
  id: z.coerce
    .number({ error: validationMessage("validation.juzIdNumber") })
    .int({ error: validationMessage("validation.juzIdWhole") })
    .positive({ error: validationMessage("validation.juzIdPositive") }),
});

/** GET /api/readers/{email}/juzs. */
export const readerEmailParamSchema = z.object({ email: emailSchema });
