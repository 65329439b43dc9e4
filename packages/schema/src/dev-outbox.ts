import * as z from "zod";
import { validationMessage } from "./messages";
import { LIMITS } from "./rules/limits";

/** GET /api/dev/outbox?to=: the messages to one address (the dev outbox, EMAIL_MODE "outbox" only). */
export const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(LIMITS.email, { error: validationMessage("validation.fieldTooLong", { field: "to", max: LIMITS.email }) })
    .optional(),
});
