import type { ReaderJuz, ReaderPledge } from "@khatm/schema";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import type { Viewer } from "../rules/permissions";
import { presentReaderJuz, presentReaderPledge } from "../rules/presenters";
import { listReaderJuzs, listReaderPledges } from "../services/khatm-queries";
import { type ListPosition, pageOf } from "../services/list-pages";
import { pageAnswer, requestedPage } from "./paging";
import { readerEmailParam } from "./params";

/**
 * A reader's list as `viewer` may see it: all of it for the signed-in user of that e-mail, what this browser's reader
 * key made for anyone else, nothing without a key (`list` given no key hash lists everything).
 */
async function shownTo<T>(viewer: Viewer, email: string, list: (keyHash?: string) => Promise<T[]>): Promise<T[]> {
  if (viewer.email === email) return list();
  return viewer.readerKeyHash ? list(viewer.readerKeyHash) : [];
}

const positionOfJuz = (row: { juz: { khatmId: string; number: number }; khatmCreatedAt: string }): ListPosition => ({
  createdAt: row.khatmCreatedAt,
  khatmId: row.juz.khatmId,
  number: row.juz.number,
});

const positionOfPledge = (row: {
  pledge: { khatmId: string; number: number };
  khatmCreatedAt: string;
}): ListPosition => ({ createdAt: row.khatmCreatedAt, khatmId: row.pledge.khatmId, number: row.pledge.number });

/**
 * GET /api/readers/{email}/juzs[?before=] → the juz reserved under that e-mail, with their khatm, newest khatm first,
 * 200 at a time: a `Link: <…?before=…>; rel="next"` header names the next page while one follows (anyone may reserve
 * under any address, so the list has no other bound). The signed-in user with that e-mail sees all of them; anyone
 * else only those this browser's reader key reserved (none without a key): typing an e-mail shows nothing of another
 * reader's. Read from D1's index, which every change writes before it answers, so the reader's own changes show.
 * 400 bad e-mail or `before`.
 */
export const readerRoutes = new Hono<AppBindings>()
  .get("/readers/:email/juzs", readerEmailParam, async (c) => {
    const { email } = c.req.valid("param");
    const { db } = c.var.services;
    const page = requestedPage(c);
    const rows = await shownTo(c.var.viewer, email, (keyHash) => listReaderJuzs(db, email, keyHash, page));
    const answer = pageAnswer(c, pageOf(rows, page.size, positionOfJuz), presentReaderJuz);
    return c.json(answer satisfies ReaderJuz[]);
  })
  /**
   * GET /api/readers/{email}/pledges[?before=] → the counted recitations' pledges under that e-mail (issue 25), by
   * the same rule and in pages the same way: the signed-in user of that e-mail sees all, a browser only those its
   * reader key pledged, anyone else none.
   */
  .get("/readers/:email/pledges", readerEmailParam, async (c) => {
    const { email } = c.req.valid("param");
    const { db } = c.var.services;
    const page = requestedPage(c);
    const rows = await shownTo(c.var.viewer, email, (keyHash) => listReaderPledges(db, email, keyHash, page));
    const answer = pageAnswer(c, pageOf(rows, page.size, positionOfPledge), presentReaderPledge);
    return c.json(answer satisfies ReaderPledge[]);
  });
