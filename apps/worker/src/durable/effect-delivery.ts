import { eq, inArray } from "drizzle-orm";
import type { Env } from "../bindings";
import { createEmailSender } from "../email";
import { inLanguage } from "../email/html";
import { notificationGate } from "../email/mailer";
import { admitNotification } from "../email/notifications";
import type { Change } from "./change";
import type { EffectIntent, MailIntent } from "./effect-intents";
import { AttemptFailed, type Delivered, type EffectRow } from "./effect-outbox";
import { idChunks, type Store } from "./khatm-store";
import { renderMail } from "./mail-rendering";
import { mailRound, makeNextRound } from "./next-round";
import { deliverToDevice, fanOutPush } from "./push-delivery";
import { stopRemindersLink } from "./reading";
import { refreshNextDue } from "./reading-schedule-store";
import { effects, juzSchedules } from "./schema";
import { deliverTelegram } from "./telegram-delivery";
import { moveGroupsToRound, unlinkGroup } from "./telegram-groups";

/** What delivering needs from the object: its bindings, its storage, and its one change path. */
export interface DeliveryContext {
  env: Env;
  db: Store;
  change: (work: (change: Change) => void) => Promise<void>;
  now: () => number;
}

/**
 * Delivers one effect of the outbox (effect-outbox.ts retries it when this throws):
 * - an e-mail is worded (mail-rendering.ts), then passed through the recipient's stop list and budget
 *   (email/notifications.ts), and goes with the effect's key as the provider's Idempotency-Key. A failed send keeps
 *   the admitted message with the attempt, so a retry sends the same message without asking the budget again; the
 *   budget counts the effect's key once anyway, so a crash before that write does not count it twice either, and
 *   the provider's idempotency takes a repeated send as the first. A reminder counts as sent (its schedule rows
 *   marked) only once the provider took it.
 * - the next round is made (next-round.ts), and its e-mails are written into this outbox in the same transaction that
 *   marks the round's effect done (dropped: the new round was deleted before that); the Telegram groups that followed
 *   this round follow the new one, which posts its list there.
 * - a push to a person becomes one push effect per device of theirs, each sent to its push service (push-delivery.ts).
 * - a Telegram group's list or reminder goes to the Bot API (telegram-delivery.ts).
 */
export async function deliverEffect(row: EffectRow, context: DeliveryContext): Promise<Delivered> {
  const intent: EffectIntent = row.intent;
  if (intent.kind === "push") return fanOutPush(row, intent.push, context);
  if (intent.kind === "pushDevice") return deliverToDevice(intent.device, context);
  if (intent.kind === "telegramList" || intent.kind === "telegramReminder" || intent.kind === "telegramDeleted") {
    return deliverTelegram(intent, context);
  }
  if (intent.kind === "nextRound") {
    const made = await makeNextRound(context.env, intent.claim, intent.mode);
    if (!made) return "dropped";
    // The Telegram groups that followed this round follow the new one (telegram-groups.ts).
    const moved = await moveGroupsToRound(context.env, context.db, intent.claim.khatm.id, made.khatm.id);
    await context.change((change) => {
      for (const chatId of moved) unlinkGroup(change, chatId);
      mailRound(change, intent.context, made);
      change.db.update(effects).set({ outcome: "sent" }).where(eq(effects.id, row.id)).run();
    });
    return "sent";
  }
  let message = row.message;
  if (!message) {
    const rendered = await renderMail(intent.mail, {
      env: context.env,
      stopRemindersLink: async (email, locale) =>
        inLanguage(await stopRemindersLink(context.db, intent.mail.origin, email, context.now()), locale),
    });
    const admitted = intent.gated
      ? await admitNotification(notificationGate(context.env, intent.mail.origin), rendered, row.key)
      : rendered;
    if (!admitted) return "dropped";
    message = admitted;
  }
  try {
    await createEmailSender(context.env).send({ ...message, idempotencyKey: row.key });
  } catch (error) {
    // Kept with the failed attempt (one write), so the retry sends this very message.
    throw new AttemptFailed(error, { message });
  }
  if (intent.mail.type === "reminder") await markReminded(context, intent.mail);
  return "sent";
}

/** The reminder's juz count as reminded when it was due, each while still the reservation the reminder was about. */
async function markReminded(context: DeliveryContext, mail: Extract<MailIntent, { type: "reminder" }>) {
  const remindedAt = mail.at;
  await context.change((change) => {
    const ids = mail.reader.juzs.map((juz) => juz.id);
    const current = idChunks(ids).flatMap((chunk) =>
      change.db.select().from(juzSchedules).where(inArray(juzSchedules.juzId, chunk)).all(),
    );
    for (const juz of mail.reader.juzs) {
      if (!current.some((row) => row.juzId === juz.id && row.reservedAt === juz.reservedAt)) continue;
      change.db.update(juzSchedules).set({ remindedAt }).where(eq(juzSchedules.juzId, juz.id)).run();
    }
    refreshNextDue(change);
  });
}
