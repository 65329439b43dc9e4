import type { Translator } from "@khatm/i18n";
import type { PushDelivery, PushedMail } from "../durable/effect-intents";
import { finishByNoticeLine } from "../email/templates/organizers";

/** What a push says and how the push service is to keep it: the device's part is added by the fan-out. */
export type PushMessage = Pick<PushDelivery, "about" | "payload" | "topic" | "urgency" | "ttl">;

const HOUR = 60 * 60;

/**
 * The push that repeats `mail`, in the recipient's language (`i18n`, chosen as for the e-mail): a title and a short
 * body, no e-mail address, and the khatm's page to open (`/j/{code}` for a reader, `/n/{code}` for the creator). The
 * tag and topic group a khatm's pushes by what they are about, so a newer reminder replaces an older one, on the
 * phone and at the push service alike.
 */
export function pushMessageOf(mail: PushedMail, i18n: Translator): PushMessage {
  const { t } = i18n;
  const { khatm } = mail;
  const name = khatm.round > 1 ? t("together.roundName", { name: khatm.name, round: khatm.round }) : khatm.name;
  const code = khatm.accessCode;
  const reader = (group: string, title: string, body: string, urgency: PushMessage["urgency"], ttl: number) =>
    message(mail, { title, body, url: `/j/${code}`, tag: `khatm-${code}-${group}` }, urgency, ttl);
  const creator = (group: string, title: string, body: string) =>
    message(mail, { title, body, url: `/n/${code}`, tag: `khatm-${code}-${group}` }, "low", 4 * 24 * HOUR);
  switch (mail.type) {
    case "reminder":
    case "pledgeReminder": {
      const body = mail.fromCreator
        ? t("pushes.creatorReminderBody", { creator: mail.fromCreator })
        : t("pushes.reminderBody");
      return reader("reading", t("pushes.reminderTitle", { name }), body, "normal", 24 * HOUR);
    }
    case "staleWarning":
      return reader(
        "reading",
        t("pushes.staleWarningTitle", { name }),
        t("pushes.staleWarningBody"),
        "high",
        24 * HOUR,
      );
    case "staleReleased":
      return reader(
        "reading",
        t("pushes.staleReleasedTitle", { name }),
        t("pushes.staleReleasedBody"),
        "normal",
        4 * 24 * HOUR,
      );
    case "roundInvitation":
    case "roundReservation": {
      const title = t("pushes.invitationTitle", { name: khatm.name, round: khatm.round });
      const body = t(mail.type === "roundInvitation" ? "pushes.invitationBody" : "pushes.roundReservationBody");
      return reader("round", title, body, "normal", 4 * 24 * HOUR);
    }
    case "completion":
    case "countCompletion":
      return reader("done", t("pushes.completedTitle", { name }), t("pushes.completedBody"), "low", 4 * 24 * HOUR);
    case "fullyReserved":
      return creator("taken", t("pushes.fullyReservedTitle", { name }), t("pushes.fullyReservedBody"));
    case "fullyCompleted":
      return creator("finished", t("pushes.completedTitle", { name }), t("pushes.fullyCompletedBody"));
    case "finishByNotice":
      return creator("finish-by", name, finishByNoticeLine(khatm, mail.free, mail.daysLeft, i18n));
  }
}

function message(
  mail: PushedMail,
  payload: PushMessage["payload"],
  urgency: PushMessage["urgency"],
  ttl: number,
): PushMessage {
  // RFC 8030 §5.4: a topic is at most 32 characters of the URL-safe base64 alphabet; a tag like "khatm-123456-reading" is.
  return { about: mail.type, payload, topic: payload.tag.slice(0, 32), urgency, ttl };
}
