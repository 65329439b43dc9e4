import type { KhatmSummary } from "@khatm/schema";
import { normaliseEmail } from "@khatm/schema/rules";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { presentKhatmSummary } from "../rules/presenters";
import { listCreatorKhatms, listPublicKhatms } from "../services/khatm-queries";
import { pageOf } from "../services/list-pages";
import { pageAnswer, requestedPage } from "./paging";

/**
 * GET /api/khatms/public?q=&hasAvailable=&limit= → public khatms, newest first; q matches name, occasion or access
 * code. 400 bad query.
 *
 * GET /api/khatms/creator/{email}[?before=] → the khatms of that creator and those it co-organizes, each with its
 * `role` ("creator" | "organizer"), private ones included, newest first, 200 at
 * a time (a `Link` rel="next" header names the next page: anyone may name any address as a creator), but only to
 * the signed-in user with that e-mail; anyone else gets [] exactly as if there were none. 400 bad e-mail or `before`.
 *
 * Both read D1's index, which every change writes before it answers: the person who changed a khatm finds the change
 * here at once; others' changes may lag by the index sync (milliseconds, longer while D1 fails).
 */
export const listKhatmsRoutes = new Hono<AppBindings>()
  .get(
    "/khatms/public",
    validate("query", (schemas) => schemas.publicListQuerySchema),
    async (c) => {
      const rows = await listPublicKhatms(c.var.services.db, c.req.valid("query"));
      return c.json(rows.map((row) => presentKhatmSummary(row)) satisfies KhatmSummary[]);
    },
  )
  .get(
    "/khatms/creator/:email",
    validate("param", (schemas) => schemas.creatorEmailParamSchema),
    async (c) => {
      const { email } = c.req.valid("param");
      const { user } = c.var.identity;
      if (!user || normaliseEmail(user.email) !== email) return c.json([] satisfies KhatmSummary[]);
      const page = requestedPage(c);
      const rows = await listCreatorKhatms(c.var.services.db, email, page);
      const position = (khatm: (typeof rows)[number]) => ({ createdAt: khatm.createdAt, khatmId: khatm.id, number: 0 });
      const present = (row: (typeof rows)[number]) => ({ ...presentKhatmSummary(row), role: row.role });
      return c.json(pageAnswer(c, pageOf(rows, page.size, position), present) satisfies KhatmSummary[]);
    },
  );
