import { and, isNotNull, lte } from "drizzle-orm";
import type { Env } from "./bindings";
import { database } from "./db/client";
import { khatms } from "./db/schema";
import { khatmCoordinator } from "./durable/khatm-object";
import { withoutTrailingSlashes } from "./lib/origin";

/** Khatms seen to per cron run; the rest wait for the next run (their due time stays in the index). */
const KHATMS_PER_RUN = 200;

/**
 * The Cron Trigger (wrangler.toml [triggers]): finds in D1's index the khatms whose reminders or stale reservations
 * are due, and asks each khatm's Durable Object to do its own, in its transaction; the object decides what is due,
 * so a run repeated (or overlapping) sends nothing twice. The next due time each object computes reaches D1 through
 * its index sync. Links in these e-mails need APP_ORIGIN: there is no request to take the origin from.
 */
export async function runScheduled(env: Env, now = new Date()): Promise<number> {
  const due = await database(env.DB)
    .select({ id: khatms.id })
    .from(khatms)
    .where(and(isNotNull(khatms.nextDueAt), lte(khatms.nextDueAt, now.toISOString())))
    .orderBy(khatms.nextDueAt)
    .limit(KHATMS_PER_RUN);
  const origin = scheduledOrigin(env);
  // Each object writes its e-mails into its outbox and delivers them itself (its alarm behind that).
  for (const { id } of due) {
    try {
      await khatmCoordinator(env, id).runSchedule(origin, now);
    } catch (error) {
      console.error(`Scheduled work of khatm ${id} failed`, error);
    }
  }
  return due.length;
}

/** In development, without APP_ORIGIN, the local server's; elsewhere its e-mails wait for APP_ORIGIN (lib/deployment.ts). */
function scheduledOrigin(env: Pick<Env, "APP_ORIGIN">): string {
  if (env.APP_ORIGIN) return withoutTrailingSlashes(env.APP_ORIGIN);
  console.warn(
    "APP_ORIGIN is not set: scheduled e-mails link to http://localhost:8787 in development, else wait for it",
  );
  return "http://localhost:8787";
}
