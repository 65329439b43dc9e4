import { eq } from "drizzle-orm";
import { database } from "../db/client";
import { recipientLanguages } from "../email/recipient-language";
import { pushMessageOf } from "../push/messages";
import { sendPush } from "../push/send";
import { devicesOf, forgetSubscription, subscriptionById } from "../push/subscription-store";
import { vapidOf } from "../push/vapid";
import type { DeliveryContext } from "./effect-delivery";
import type { PushDelivery, PushIntent } from "./effect-intents";
import { type Delivered, DeliverLater, type EffectRow, Undeliverable } from "./effect-outbox";
import { knownLanguage, recipientOf } from "./mail-rendering";
import { effects } from "./schema";

/**
 * A push to a person, fanned out: worded in their language (the e-mail's rule, email/recipient-language.ts), then one
 * effect per device of theirs (push/subscription-store.ts devicesOf), written in the transaction that marks this one
 * sent, so each device is tried, retried and marked on its own and a retry never reaches a device that took it.
 * Dropped while push is off, and for a person without devices.
 */
export async function fanOutPush(row: EffectRow, push: PushIntent, context: DeliveryContext): Promise<Delivered> {
  if (!vapidOf(context.env)) return "dropped";
  const db = database(context.env.DB);
  const { mail } = push;
  const email = recipientOf(mail).toLowerCase();
  const devices = await devicesOf(db, email, push.keyHashes);
  if (!devices.length) return "dropped";
  const languageOf = await recipientLanguages(db, [email]);
  const i18n = await languageOf(email, knownLanguage(mail), mail.khatm.creatorLocale, mail.requester);
  const message = pushMessageOf(mail, i18n);
  await context.change((change) => {
    for (const device of devices) {
      const delivery: PushDelivery = {
        ...message,
        khatmId: mail.khatm.id,
        subscriptionId: device.id,
        service: device.service,
      };
      change.effect({ kind: "pushDevice", device: delivery });
    }
    change.db.update(effects).set({ outcome: "sent" }).where(eq(effects.id, row.id)).run();
  });
  return "sent";
}

/**
 * A push to one device: the push service took it (2xx); or no longer knows the device (404, 410: its subscription is
 * deleted, nothing more goes to it); or asks for later (429, 5xx: retried with the outbox's backoff, never sooner than
 * its Retry-After, for a day); or refused it for good (any other 4xx: a dead letter with the service's reason). A
 * device unsubscribed since, or push turned off, drops it.
 */
export async function deliverToDevice(device: PushDelivery, context: DeliveryContext): Promise<Delivered> {
  const vapid = vapidOf(context.env);
  if (!vapid) return "dropped";
  const db = database(context.env.DB);
  const subscription = await subscriptionById(db, device.subscriptionId);
  if (!subscription) return "dropped";
  const answer = await sendPush(subscription, device, vapid, context.now);
  if (answer.ok) return "sent";
  const said = `${device.service} push service answered ${answer.status}${answer.reason ? `: ${answer.reason}` : ""}`;
  if (answer.status === 404 || answer.status === 410) {
    await forgetSubscription(db, subscription.id);
    return "dropped";
  }
  if (answer.status === 429 || answer.status >= 500) throw new DeliverLater(said, answer.retryAfterMs);
  throw new Undeliverable(said);
}
