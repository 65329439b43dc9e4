import { eq, isNotNull, sql } from "drizzle-orm";
import type { MailIntent, PushedMail, PushedMailType, PushIntent } from "./effect-intents";
import type { Store } from "./khatm-store";
import { juzs, pledges, readerGrants } from "./schema";

const PUSHED: ReadonlySet<MailIntent["type"]> = new Set<PushedMailType>([
  "reminder",
  "pledgeReminder",
  "staleWarning",
  "staleReleased",
  "roundInvitation",
  "roundReservation",
  "completion",
  "countCompletion",
  "fullyReserved",
  "fullyCompleted",
  "finishByNotice",
]);

/** Whether an e-mail is also pushed to its recipient's devices (effect-intents.ts PushedMailType). */
export function isPushed(mail: MailIntent): mail is PushedMail {
  return PUSHED.has(mail.type);
}

/**
 * Whether the push is an organizer's (a milestone to the creator, the finish-by notice to the creator and each
 * co-organizer), which opens the board and reaches the account's devices, or a reader's.
 */
export function isForCreator(
  mail: PushedMail,
): mail is Extract<PushedMail, { type: "fullyReserved" | "fullyCompleted" | "finishByNotice" }> {
  return mail.type === "fullyReserved" || mail.type === "fullyCompleted" || mail.type === "finishByNotice";
}

/**
 * The push that goes with `mail`, read in the change's transaction: a reader's push reaches, besides their account's
 * devices, the devices of the reader keys that hold their parts or pledges here now (a reader who reserved signed
 * out has only those), and of those whose grants on the parts it names this change took (`released`: a stale part
 * freed in this very change). The creator's reaches their account's.
 */
export function pushOf(db: Store, mail: PushedMail, released: (juzIds: number[]) => string[] = () => []): PushIntent {
  if (isForCreator(mail)) return { mail, keyHashes: [] };
  const email = mail.reader.email.toLowerCase();
  const holding = db
    .selectDistinct({ keyHash: juzs.holderKeyHash })
    .from(juzs)
    .where(sql`${isNotNull(juzs.holderKeyHash)} AND lower(${juzs.readerEmail}) = ${email}`)
    .all();
  const granted = db
    .selectDistinct({ keyHash: readerGrants.keyHash })
    .from(readerGrants)
    .innerJoin(juzs, eq(juzs.id, readerGrants.juzId))
    .where(sql`lower(${juzs.readerEmail}) = ${email}`)
    .all();
  const pledged = db
    .selectDistinct({ keyHash: pledges.keyHash })
    .from(pledges)
    .where(sql`${isNotNull(pledges.keyHash)} AND lower(${pledges.readerEmail}) = ${email}`)
    .all();
  const named = "juzs" in mail.reader ? released(mail.reader.juzs.map((juz) => juz.id)) : [];
  const keyHashes = [...holding, ...granted, ...pledged]
    .flatMap((row) => (row.keyHash ? [row.keyHash] : []))
    .concat(named);
  return { mail, keyHashes: [...new Set(keyHashes)] };
}
