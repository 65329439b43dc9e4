import { text } from "@khatm/i18n";
import { LIMITS, validationMessage } from "@khatm/schema";
import type { Context, Next } from "hono";
import { Hono } from "hono";
import * as z from "zod";
import { isOutboxMode } from "../email";
import { readOutbox } from "../email/outbox";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { validate } from "../lib/validate";

export const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .max(LIMITS.email, { error: validationMessage("validation.fieldTooLong", { field: "to", max: LIMITS.email }) })
    .optional(),
});

/** The dev outbox exists only while e-mails stay in it (EMAIL_MODE "outbox"); anywhere else it is a 404. */
export async function outboxModeOnly(c: Context<AppBindings>, next: Next) {
  if (!isOutboxMode(c.env)) throw new ApiException("NOT_FOUND", text("api.noSuchEndpoint"));
  await next();
}

/** GET /api/dev/outbox?to= → {messages: [{id, to, subject, text, html, createdAt}]}, newest first. */
export const devOutboxRoute = new Hono<AppBindings>().get(
  "/dev/outbox",
  outboxModeOnly,
  validate("query", outboxQuerySchema),
  async (c) => c.json({ messages: await readOutbox(c.env, c.req.valid("query").to || undefined) }),
);
