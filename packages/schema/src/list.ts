import * as z from "zod";
import { validationMessage } from "./messages";
import { PASTED_LIST_MAX_CHARS, PASTED_LIST_MAX_LINES, pastedListTooLong, UNREAD_REASONS } from "./rules/pasted-list";

/** GET /api/khatms/{id}/list-text: the khatm's list as a WhatsApp message, in the requester's language. */
export const listTextResponseSchema = z.object({ text: z.string() });
export type ListTextResponse = z.infer<typeof listTextResponseSchema>;

/**
 * POST /api/khatms/{id}/list-import {text, apply}: a pasted list, read (apply false) or applied (apply true) by the
 * proven creator. At most 10,000 characters and 1,000 lines.
 */
export const listImportRequestSchema = z.object({
  text: z
    .string({ error: validationMessage("validation.listText") })
    .max(PASTED_LIST_MAX_CHARS, {
      error: validationMessage("validation.listTooLong", { max: PASTED_LIST_MAX_CHARS }),
    })
    .refine((text) => pastedListTooLong(text) === null, {
      error: validationMessage("validation.listTooManyLines", { max: PASTED_LIST_MAX_LINES }),
    }),
  apply: z.boolean({ error: validationMessage("validation.applyBoolean") }),
});
export type ListImportRequest = z.input<typeof listImportRequestSchema>;

export const listedPartSchema = z.object({
  number: z.number().int(),
  /** Null: the list shows the part as available (applying it changes nothing). */
  readerName: z.string().nullable(),
  completed: z.boolean(),
});

export const listImportResponseSchema = z.object({
  rows: z.array(listedPartSchema),
  unread: z.array(z.object({ line: z.string(), reason: z.enum(UNREAD_REASONS) })),
  /** The parts the list gives to someone while another reader holds them: applying it is refused (409) until then. */
  held: z.array(z.number().int()),
  /** With apply true: what changed, in the requester's language. */
  message: z.string().optional(),
});
export type ListImportResponse = z.infer<typeof listImportResponseSchema>;
