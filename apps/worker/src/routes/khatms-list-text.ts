import type { ListTextResponse } from "@khatm/schema";
import { isCountDivision } from "@khatm/schema/rules";
import { Hono } from "hono";
import { khatmCoordinator, readKhatmView, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { countListText, listText } from "../rules/list-text";
import { ANONYMOUS } from "../rules/permissions";
import { khatmIdParam } from "./params";

/**
 * GET /api/khatms/{id}/list-text → {text}: the khatm's list as a WhatsApp message in the requester's language
 * (rules/list-text.ts). Anyone may ask, and everyone gets what a visitor sees: the khatm is read as the
 * anonymous visitor's, so no e-mail and no hidden reader's name is in it, whoever asks. 404 unknown khatm.
 */
export const listTextRoute = new Hono<AppBindings>().get("/khatms/:id/list-text", khatmIdParam, async (c) => {
  const { i18n, appOrigin } = c.var.services;
  const { id } = c.req.valid("param");
  const view = await readKhatmView(c.env, id, ANONYMOUS);
  if (isCountDivision(view.khatm.division)) {
    // A counted recitation lists its pledges, one line each.
    const pledges = unwrap(await khatmCoordinator(c.env, id).pledgesFor(ANONYMOUS));
    return c.json({ text: countListText(view.khatm, pledges, i18n, appOrigin) } satisfies ListTextResponse);
  }
  return c.json({ text: listText(view.khatm, view.juzs, i18n, appOrigin) } satisfies ListTextResponse);
});
