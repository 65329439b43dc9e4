import type { Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { NextRoundResponse, SeriesRound } from "@khatm/schema";
import { DEFAULT_DIVISION, type KhatmDivision, partDivisionOf } from "@khatm/schema/rules";
import { Hono } from "hono";
import { khatmCoordinator, readKhatmView, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { ANONYMOUS } from "../rules/permissions";
import { seriesRounds } from "../services/series";
import { khatmIdParam } from "./params";

/**
 * POST /api/khatms/{id}/next-round {mode: "invite" | "rotate", creatorEmail?} → 201 the new round: the proven
 * creator of a completed khatm only (403; 409 not complete yet, or the next round already started).
 * GET /api/khatms/{id}/series → the rounds of its series, oldest first (no e-mails: links and counts only).
 * 400 bad input, 404 unknown khatm.
 */
export const roundRoutes = new Hono<AppBindings>()
  .post(
    "/khatms/:id/next-round",
    khatmIdParam,
    validate("json", (schemas) => schemas.nextRoundRequestSchema),
    // A next round is a new khatm (and mails its readers): counted as a khatm created.
    limitPerClient("createKhatmPerIp"),
    async (c) => {
      const { mode, creatorEmail } = c.req.valid("json");
      const viewer = c.var.viewer;
      const { services } = c.var;
      const { id } = c.req.valid("param");
      const coordinator = khatmCoordinator(c.env, id);
      const started = unwrap(await coordinator.startNextRound({ viewer, creatorEmail }, mode, services.mailContext));
      const { khatm } = await readKhatmView(c.env, started.nextId, ANONYMOUS);
      const { round, readers: count } = started;
      return c.json(
        {
          message: roundStartedText(services.i18n, khatm.division ?? DEFAULT_DIVISION, { round, mode, count }),
          id: khatm.id,
          accessCode: khatm.accessCode,
          round,
          readers: count,
        } satisfies NextRoundResponse,
        201,
      );
    },
  )
  .get("/khatms/:id/series", khatmIdParam, async (c) => {
    const { khatm } = await readKhatmView(c.env, c.req.valid("param").id, ANONYMOUS);
    return c.json((await seriesRounds(c.var.services.db, khatm.seriesId)) satisfies SeriesRound[]);
  });

/**
 * "Round 2 has started: ...", a rotated round's readers given their next juz (the spec's, and a counted
 * recitation's, whose readers are invited) or parts ("pages").
 */
function roundStartedText(
  i18n: Translator,
  division: KhatmDivision,
  values: { round: number; mode: string; count: number },
) {
  const parts = partDivisionOf(division);
  return parts === null || parts === "juz"
    ? i18n.t("api.roundStarted", values)
    : i18n.t("parts.roundStarted", { ...values, unit: partUnit(i18n, parts) });
}
