import { type ReaderJuz, type ReaderPledge, readerEmailParamSchema } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { listReaderJuzs, listReaderPledges } from "../services/khatm-queries";
import { presentReaderJuz, presentReaderPledge } from "../services/presenters";

/**
 * GET /api/readers/{email}/juzs → the juz reserved under that e-mail, with their khatm. The signed-in user with
 * that e-mail sees all of them; anyone else only those this browser's reader key reserved (none without a key):
 * typing an e-mail shows nothing of another reader's. Read from D1's index, which every change writes before it
 * answers, so the reader's own changes show. 400 bad e-mail.
 */
export const readerRoutes = new Hono<AppBindings>()
  .get("/readers/:email/juzs", validate("param", readerEmailParamSchema), async (c) => {
    const { email } = c.req.valid("param");
    const viewer = c.var.viewer;
    const { db } = c.var.services;
    const rows =
      viewer.email === email
        ? await listReaderJuzs(db, email)
        : viewer.readerKeyHash
          ? await listReaderJuzs(db, email, viewer.readerKeyHash)
          : [];
    return c.json(rows.map(presentReaderJuz) satisfies ReaderJuz[]);
  })
  /**
   * GET /api/readers/{email}/pledges → the counted recitations' pledges under that e-mail (issue 25), by the same
   * rule: the signed-in user of that e-mail sees all, a browser only those its reader key pledged, anyone else none.
   */
  .get("/readers/:email/pledges", validate("param", readerEmailParamSchema), async (c) => {
    const { email } = c.req.valid("param");
    const viewer = c.var.viewer;
    const { db } = c.var.services;
    const rows =
      viewer.email === email
        ? await listReaderPledges(db, email)
        : viewer.readerKeyHash
          ? await listReaderPledges(db, email, viewer.readerKeyHash)
          : [];
    return c.json(rows.map(presentReaderPledge) satisfies ReaderPledge[]);
  });
