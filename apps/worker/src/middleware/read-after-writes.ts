import { READ_AFTER_HEADER } from "@khatm/schema/headers";
import { createMiddleware } from "hono/factory";
import { khatmCoordinator } from "../durable/khatm-coordinator";
import type { AppBindings } from "../env";

/** As many as the web app names (apps/web/src/lib/read-after-writes.ts); more are ignored. */
const MAX_KHATMS = 8;
const KHATM_ID = /^[\w-]{1,64}$/;

/**
 * For the routes that list juz or khatms from D1's index, which a juz change no longer waits for:
 * the khatms the request names in READ_AFTER_HEADER (those its tab changed lately) first write what the index has
 * not received yet, so the list shows this person's own changes. Naming a khatm only makes its object write what it
 * has committed (nothing for an unknown id); a failing write is logged and the list read as it is.
 */
export const readAfterWrites = createMiddleware<AppBindings>(async (c, next) => {
  const named = (c.req.header(READ_AFTER_HEADER) ?? "").split(",").map((id) => id.trim());
  const ids = [...new Set(named.filter((id) => KHATM_ID.test(id)))].slice(0, MAX_KHATMS);
  await Promise.all(
    ids.map((id) =>
      khatmCoordinator(c.env, id)
        .syncIndex()
        .catch((error: unknown) => console.error(`Index sync of khatm ${id} before a list failed`, error)),
    ),
  );
  await next();
});
