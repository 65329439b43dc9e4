import type { CreatedEmailState } from "@khatm/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Store } from "./khatm-store";
import { effects } from "./schema";

/**
 * How the creator's "created" e-mail (the one carrying the manage link) has gone, from its effect in the outbox:
 * - "sending": written, not tried yet;
 * - "sent": the provider (or the dev outbox) took it;
 * - "retrying": the provider failed; the outbox tries again for a day;
 * - "notSent": it will not go: the mailbox stopped e-mail or spent its daily budget, or it failed for a whole day.
 * Undefined when the khatm has no such e-mail (a later round) or its effect is forgotten (a week after delivery).
 * Only the proven creator is told (khatm-view.ts): whether an address is stopped or over budget is theirs to know.
 */
export function createdEmailOf(db: Store): CreatedEmailState | undefined {
  const [row] = db
    .select({ outcome: effects.outcome, attempts: effects.attempts })
    .from(effects)
    .where(
      and(
        eq(sql`json_extract(${effects.intent}, '$.kind')`, "mail"),
        eq(sql`json_extract(${effects.intent}, '$.mail.type')`, "created"),
      ),
    )
    .limit(1)
    .all();
  if (!row) return undefined;
  if (row.outcome === "sent") return "sent";
  if (row.outcome === "dropped" || row.outcome === "dead") return "notSent";
  return row.attempts > 0 ? "retrying" : "sending";
}
