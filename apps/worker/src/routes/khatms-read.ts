import type { Activity, CountStats, Juz, Khatm, KhatmStats, Part } from "@khatm/schema";
import { countProgressOf, isCountDivision } from "@khatm/schema/rules";
import { Hono } from "hono";
import { khatmCoordinator, readKhatmView, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { clientIp } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { presentParts } from "../rules/parts";
import { ANONYMOUS } from "../rules/permissions";
import { lookUpKhatmByCode } from "../services/code-lookup";
import { khatmIdParam } from "./params";

/**
 * GET /api/khatms/code/{code} → the khatm (404 unknown code, 400 not 6 digits, 429 too many lookups from this IP:
 * codes are only a million, so lookups are rate-limited against enumeration).
 * GET /api/khatms/{id} → the khatm; /stats → its counts; /juzs → its 30 juz by number (a khatm divided otherwise: its
 * parts, by number, in the same shape); /parts → its parts, any division's, each a juz's answer with its label in the
 * requester's language and its first and last ayah;
 * /activities?limit= → its newest activities, for the proven creator only (403). 404 unknown id.
 * creatorEmail and reader e-mails appear only for those allowed to see them (presenters.ts). All but the code's
 * lookup in D1's index read the khatm's Durable Object, so they are always current.
 */
export const readKhatmRoutes = new Hono<AppBindings>()
  .get(
    "/khatms/code/:code",
    validate("param", (schemas) => schemas.accessCodeParamSchema),
    async (c) => {
      const row = await lookUpKhatmByCode(c.var.services, c.req.valid("param").code, clientIp(c.req.raw));
      const view = await readKhatmView(c.env, row.id, c.var.viewer);
      return c.json(view.khatm satisfies Khatm);
    },
  )
  .get("/khatms/:id", khatmIdParam, async (c) => {
    const view = await readKhatmView(c.env, c.req.valid("param").id, c.var.viewer);
    return c.json(view.khatm satisfies Khatm);
  })
  .get("/khatms/:id/stats", khatmIdParam, async (c) => {
    const view = await readKhatmView(c.env, c.req.valid("param").id, ANONYMOUS);
    // A counted recitation's stats are its count's (issue 25).
    if (isCountDivision(view.khatm.division)) return c.json(countProgressOf(view.khatm.stats) satisfies CountStats);
    return c.json(view.khatm.stats satisfies KhatmStats);
  })
  .get("/khatms/:id/juzs", khatmIdParam, async (c) => {
    const view = await readKhatmView(c.env, c.req.valid("param").id, c.var.viewer);
    return c.json(view.juzs satisfies Juz[]);
  })
  .get("/khatms/:id/parts", khatmIdParam, async (c) => {
    const view = await readKhatmView(c.env, c.req.valid("param").id, c.var.viewer);
    return c.json(presentParts(view.khatm, view.juzs, c.var.services.i18n) satisfies Part[]);
  })
  .get(
    "/khatms/:id/activities",
    khatmIdParam,
    validate("query", (schemas) => schemas.activitiesQuerySchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const viewer = c.var.viewer;
      const { limit } = c.req.valid("query");
      const coordinator = khatmCoordinator(c.env, id);
      const feed = unwrap(await coordinator.activitiesFor(viewer, limit, c.var.services.i18n.locale));
      return c.json(feed satisfies Activity[]);
    },
  );
