import { z } from "zod";
import { emailSchema, isoDateTimeSchema, juzNumbersSchema, readerNameSchema } from "./common";

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

/** GET /api/readers/{email}/juzs: the reader's juz with the khatm each belongs to. */
export const readerJuzSchema = juzSchema.extend({
  khatm: z.object({ id: z.string(), name: z.string(), accessCode: z.string() }),
});
export type ReaderJuz = z.infer<typeof readerJuzSchema>;
export const readerJuzListSchema = z.array(readerJuzSchema);

/** POST /api/khatms/{id}/reserve. A signed-in reader may omit readerEmail (the session's is used). */
export const reserveRequestSchema = z.object({
  juzNumbers: juzNumbersSchema,
  readerName: readerNameSchema,
  readerEmail: emailSchema.optional(),
  createAccount: z.boolean().optional(),
  /** "Show me as an anonymous reader". */
  anonymous: z.boolean({ error: "anonymous must be true or false" }).optional(),
  /** E-mail reminders while the juz stay open; by default on for a signed-in reader, off for an anonymous one. */
  remind: z.boolean({ error: "remind must be true or false" }).optional(),
});
export type ReserveRequest = z.input<typeof reserveRequestSchema>;

/** Answer of reserve and reserve-on-behalf. `readerKey` is given to a browser without one. */
export const reserveResponseSchema = z.object({
  message: z.string(),
  juzs: juzListSchema,
  readerKey: z.string().optional(),
});
export type ReserveResponse = z.infer<typeof reserveResponseSchema>;

export const reserveOnBehalfRequestSchema = z.object({
  juzNumbers: juzNumbersSchema,
  readerName: readerNameSchema,
  readerEmail: emailSchema.optional(),
  creatorEmail: emailSchema,
});
export type ReserveOnBehalfRequest = z.input<typeof reserveOnBehalfRequestSchema>;

/**
 * POST /api/juzs/{id}/cancel: creatorEmail (creator form) or email (+ juzNumbers for bulk, where id is the first
 * selected juz). The typed e-mail confirms; proof comes from a session or a key.
 */
export const cancelRequestSchema = z.object({
  creatorEmail: emailSchema.optional(),
  email: emailSchema.optional(),
  juzNumbers: juzNumbersSchema.optional(),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

export const transferRequestSchema = z.object({
  creatorEmail: emailSchema,
  newReaderName: readerNameSchema,
  newReaderEmail: emailSchema,
});
export type TransferRequest = z.input<typeof transferRequestSchema>;

export const uncompleteRequestSchema = z.object({
  email: emailSchema,
  juzNumbers: juzNumbersSchema.optional(),
});
export type UncompleteRequest = z.input<typeof uncompleteRequestSchema>;

export const completeRequestSchema = z.object({
  readerEmail: emailSchema.optional(),
  juzNumbers: juzNumbersSchema.optional(),
});
export type CompleteRequest = z.input<typeof completeRequestSchema>;

/**
 * POST /api/juzs/{id}/anonymity {anonymous, email?, juzNumbers?}: the juz's reader shows as 'Anonymous reader' to
 * others, or by name again. Only the holder (session or this browser's grant) may change it.
 */
export const anonymityRequestSchema = z.object({
  anonymous: z.boolean({ error: "anonymous must be true or false" }),
  email: emailSchema.optional(),
  juzNumbers: juzNumbersSchema.optional(),
});
export type AnonymityRequest = z.input<typeof anonymityRequestSchema>;

/** Answer of cancel, transfer, complete and uncomplete. */
export const juzMutationResponseSchema = z.object({ message: z.string(), juzs: juzListSchema });
export type JuzMutationResponse = z.infer<typeof juzMutationResponseSchema>;

export const juzIdParamSchema = z.object({
  id: z.coerce
    .number({ error: "Juz id must be a number" })
    .int({ error: "Juz id must be a whole number" })
    .positive({ error: "Juz id must be positive" }),
});

/** GET /api/readers/{email}/juzs. */
export const readerEmailParamSchema = z.object({ email: emailSchema });
