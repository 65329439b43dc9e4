import { renderText } from "@khatm/i18n";
import type { Khatm, SendReminderResponse } from "@khatm/schema";
import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { khatmIdParam } from "./params";

/**
 * PATCH /api/khatms/{id}/settings {creatorEmail?, reminderDays?, staleDays?, autoNextRound?} → the khatm: the
 * proven creator only (403).
 * POST /api/khatms/{id}/reminders {creatorEmail?} → {message, readers}: the creator's "Send a reminder" to every
 * reader with open juz (403 not the creator; 429 when one went in the last 24 hours; 409 no one to remind).
 * POST /api/khatms/{id}/reminders/stop {token} → {message}: a reminder e-mail's "Stop reminders" (no account; the
 * signed token proves the reader; 404 when it names no reader of the khatm or has expired).
 * All: 400 bad input, 404 unknown khatm, 429 past the client's limit of changes.
 */
export const readingRoutes = new Hono<AppBindings>()
  .patch(
    "/khatms/:id/settings",
    khatmIdParam,
    validate("json", (schemas) => schemas.updateSettingsRequestSchema),
    limitPerClient("changePerIp"),
    async (c) => {
      const viewer = c.var.viewer;
      const coordinator = khatmCoordinator(c.env, c.req.valid("param").id);
      return c.json(unwrap(await coordinator.updateSettings(viewer, c.req.valid("json"))) satisfies Khatm);
    },
  )
  .post(
    "/khatms/:id/reminders",
    khatmIdParam,
    validate("json", (schemas) => schemas.sendReminderRequestSchema),
    limitPerClient("changePerIp"),
    async (c) => {
      const viewer = c.var.viewer;
      const { services } = c.var;
      const { id } = c.req.valid("param");
      const { creatorEmail } = c.req.valid("json");
      const readers = unwrap(
        await khatmCoordinator(c.env, id).sendReminders(viewer, creatorEmail, services.mailContext),
      );
      return c.json({
        message: services.i18n.t("api.reminderSent", { count: readers }),
        readers,
      } satisfies SendReminderResponse);
    },
  )
  .post(
    "/khatms/:id/reminders/stop",
    khatmIdParam,
    validate("json", (schemas) => schemas.stopRemindersRequestSchema),
    limitPerClient("changePerIp"),
    async (c) => {
      const coordinator = khatmCoordinator(c.env, c.req.valid("param").id);
      const stopped = unwrap(await coordinator.stopReminders(c.req.valid("json").token));
      return c.json({ message: renderText(c.var.services.i18n, stopped) });
    },
  );
