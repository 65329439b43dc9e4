import { renderText, text } from "@khatm/i18n";
import type { ListImportResponse } from "@khatm/schema";
import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { clientIp } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { listWords } from "../services/list-vocabulary";
import { khatmIdParam } from "./params";

/**
 * POST /api/khatms/{id}/list-import {text, apply} → {rows, unread, message?}: a WhatsApp group's pasted list, for the
 * proven creator only (403). `apply: false` reads it (its rows: number, readerName, completed; the lines it skipped,
 * with why; `held`, the juz it gives away that other readers hold) and changes nothing; `apply: true` applies every row at once in the khatm's object, reserved on the
 * readers' behalf and completed where marked: all or nothing, 409 naming the juz other readers hold. 400 more than
 * 10,000 characters or 1,000 lines, 404 unknown khatm. 429 past the client's limit of lists read (previewed or
 * applied: each is parsed), and an applied list also counts as a reservation.
 */
export const listImportRoute = new Hono<AppBindings>().post(
  "/khatms/:id/list-import",
  khatmIdParam,
  validate("json", (schemas) => schemas.listImportRequestSchema),
  limitPerClient("listImportPerIp"),
  async (c) => {
    const { id } = c.req.valid("param");
    const { text: pasted, apply } = c.req.valid("json");
    const { services } = c.var;
    // Applying reserves on behalf of others: counted as one reservation.
    if (apply) await services.rateLimits.enforce("reservePerIp", clientIp(c.req.raw));
    const request = { viewer: c.var.viewer, text: pasted, words: await listWords(), mail: services.mailContext };
    const { rows, unread, held, changedNumbers } = unwrap(await khatmCoordinator(c.env, id).importList(request, apply));
    if (!apply) return c.json({ rows, unread, held } satisfies ListImportResponse);
    const message = renderText(
      services.i18n,
      changedNumbers.length ? text("api.listApplied", { juz: { juz: changedNumbers } }) : text("api.listUnchanged"),
    );
    return c.json({ rows, unread, held, message } satisfies ListImportResponse);
  },
);
