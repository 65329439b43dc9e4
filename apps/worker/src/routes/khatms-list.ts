import { creatorEmailParamSchema, type KhatmSummary, publicListQuerySchema } from "@khatm/schema";
import { normaliseEmail } from "@khatm/schema/rules";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { readAfterWrites } from "../middleware/read-after-writes";
import { listCreatorKhatms, listPublicKhatms } from "../services/khatm-queries";
import { presentKhatmSummary } from "../services/presenters";

/**
 * GET /api/khatms/public?q=&hasAvailable=&limit= → public khatms, newest first; q matches name, occasion or access
 * code. Khatms named in X-Khatm-Read-After write their index rows first (read-after-writes), so a browser's own
 * changes show in its counts. 400 bad query.
 *
 * GET /api/khatms/creator/{email} → every khatm of that creator, private ones included, but only to the signed-in
 * user with that e-mail; anyone else gets [] exactly as if there were none. Khatms named in X-Khatm-Read-After write
 * their index rows first (read-after-writes), so the creator's own changes show. 400 bad e-mail.
 */
export const listKhatmsRoutes = new Hono<AppBindings>()
  .get("/khatms/public", readAfterWrites, validate("query", publicListQuerySchema), async (c) => {
    const rows = await listPublicKhatms(c.var.services.db, c.req.valid("query"));
    return c.json(rows.map(presentKhatmSummary) satisfies KhatmSummary[]);
  })
  .get("/khatms/creator/:email", readAfterWrites, validate("param", creatorEmailParamSchema), async (c) => {
    const { email } = c.req.valid("param");
    const { user } = c.var.identity;
    if (!user || normaliseEmail(user.email) !== email) return c.json([] satisfies KhatmSummary[]);
    const rows = await listCreatorKhatms(c.var.services.db, email);
    return c.json(rows.map(presentKhatmSummary) satisfies KhatmSummary[]);
  });
