import { text } from "@khatm/i18n";
import type { Context, Next } from "hono";
import { Hono } from "hono";
import { isOutboxMode } from "../email";
import { readOutbox } from "../email/outbox";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { validate } from "../lib/validate";

/** The dev outbox exists only in development while e-mails stay in it (EMAIL_MODE "outbox"); anywhere else a 404. */
export async function outboxModeOnly(c: Context<AppBindings>, next: Next) {
  if (!isOutboxMode(c.env)) throw new ApiException("NOT_FOUND", text("api.noSuchEndpoint"));
  await next();
}

/** GET /api/dev/outbox?to= → {messages: [{id, to, subject, text, html, createdAt}]}, newest first. */
export const devOutboxRoute = new Hono<AppBindings>().get(
  "/dev/outbox",
  outboxModeOnly,
  validate("query", (schemas) => schemas.outboxQuerySchema),
  async (c) => c.json({ messages: await readOutbox(c.env, c.req.valid("query").to || undefined) }),
);
