import { khatmIdParamSchema, type ListTextResponse } from "@khatm/schema";
import { Hono } from "hono";
import { readKhatmView } from "../durable/khatm-coordinator";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { listText } from "../services/list-text";
import { ANONYMOUS } from "../services/permissions";

/**
 * GET /api/khatms/{id}/list-text → {text}: the khatm's list as a WhatsApp message in the requester's language
 * (services/list-text.ts). Anyone may ask, and everyone gets what a visitor sees: the khatm is read as the
 * anonymous visitor's, so no e-mail and no hidden reader's name is in it, whoever asks. 404 unknown khatm.
 */
export const listTextRoute = new Hono<AppBindings>().get(
  "/khatms/:id/list-text",
  validate("param", khatmIdParamSchema),
  async (c) => {
    const { i18n, appOrigin } = c.var.services;
    const view = await readKhatmView(c.env, c.req.valid("param").id, ANONYMOUS);
    return c.json({ text: listText(view.khatm, view.juzs, i18n, appOrigin) } satisfies ListTextResponse);
  },
);
