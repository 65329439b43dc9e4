import { database } from "../db/client";
import type { Env } from "../env";
import { grantedJuzIds, listJuzs, requireKhatm } from "../services/khatm-queries";
import { isCreator, type Viewer } from "../services/permissions";
import { presentJuz, presentKhatm } from "../services/presenters";
import type { LiveView } from "./live-sockets";

/**
 * What GET /khatms/{id} and /juzs answer `viewer`, at `version` (presenters.ts leaves out what it may not see).
 * Read from D1 until the khatm's truth lives in its Durable Object.
 */
export async function liveView(env: Env, khatmId: string, viewer: Viewer, version: number): Promise<LiveView> {
  const db = database(env.DB);
  const [khatm, rows] = await Promise.all([requireKhatm(db, khatmId), listJuzs(db, khatmId)]);
  const granted = await grantedJuzIds(
    db,
    viewer.readerKeyHash,
    rows.map((row) => row.id),
  );
  const viewerIsCreator = isCreator(viewer, khatm);
  return {
    version,
    khatm: presentKhatm(khatm, viewerIsCreator),
    juzs: rows.map((row) => presentJuz(row, { viewer, viewerIsCreator, grantedJuzIds: granted })),
  };
}
