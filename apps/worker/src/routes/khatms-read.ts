import {
  type Activity,
  accessCodeParamSchema,
  activitiesQuerySchema,
  type Juz,
  type Khatm,
  type KhatmStats,
  khatmIdParamSchema,
} from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { lookUpKhatmByCode } from "../services/code-lookup";
import { grantedJuzIds, listActivities, listJuzs, requireKhatm } from "../services/khatm-queries";
import { isCreator, requireCreator, viewerOf } from "../services/permissions";
import { presentActivity, presentJuz, presentKhatm, presentStats } from "../services/presenters";
import { clientIp } from "../services/rate-limit";

/**
 * GET /api/khatms/code/{code} → the khatm (404 unknown code, 400 not 6 digits, 429 too many lookups from this IP:
 * codes are only a million, so lookups are rate-limited against enumeration).
 * GET /api/khatms/{id} → the khatm; /stats → its counts; /juzs → its 30 juz by number;
 * /activities?limit= → its newest activities, for the proven creator only (403). 404 unknown id.
 * creatorEmail and reader e-mails appear only for those allowed to see them (presenters.ts).
 */
export const readKhatmRoutes = new Hono<AppBindings>()
  .get("/khatms/code/:code", validate("param", accessCodeParamSchema), async (c) => {
    const khatm = await lookUpKhatmByCode(c.var.services, c.req.valid("param").code, clientIp(c.req.raw));
    const viewer = await viewerOf(c.var.identity);
    return c.json(presentKhatm(khatm, isCreator(viewer, khatm)) satisfies Khatm);
  })
  .get("/khatms/:id", validate("param", khatmIdParamSchema), async (c) => {
    const khatm = await requireKhatm(c.var.services.db, c.req.valid("param").id);
    const viewer = await viewerOf(c.var.identity);
    return c.json(presentKhatm(khatm, isCreator(viewer, khatm)) satisfies Khatm);
  })
  .get("/khatms/:id/stats", validate("param", khatmIdParamSchema), async (c) => {
    const khatm = await requireKhatm(c.var.services.db, c.req.valid("param").id);
    return c.json(presentStats(khatm) satisfies KhatmStats);
  })
  .get("/khatms/:id/juzs", validate("param", khatmIdParamSchema), async (c) => {
    const { db } = c.var.services;
    const khatm = await requireKhatm(db, c.req.valid("param").id);
    const viewer = await viewerOf(c.var.identity);
    const rows = await listJuzs(db, khatm.id);
    const granted = await grantedJuzIds(
      db,
      viewer.readerKeyHash,
      rows.map((row) => row.id),
    );
    const access = { viewer, viewerIsCreator: isCreator(viewer, khatm), grantedJuzIds: granted };
    return c.json(rows.map((row) => presentJuz(row, access)) satisfies Juz[]);
  })
  .get(
    "/khatms/:id/activities",
    validate("param", khatmIdParamSchema),
    validate("query", activitiesQuerySchema),
    async (c) => {
      const { db } = c.var.services;
      const khatm = await requireKhatm(db, c.req.valid("param").id);
      requireCreator(await viewerOf(c.var.identity), khatm, "activities");
      const rows = await listActivities(db, khatm.id, c.req.valid("query").limit);
      return c.json(rows.map(presentActivity) satisfies Activity[]);
    },
  );
