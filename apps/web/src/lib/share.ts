import type { MessageKey, MessageValues } from "@khatm/i18n";
import { isValidAccessCode, type KhatmDivision } from "@khatm/schema/rules";

/**
 * The link to a khatm's dashboard. Spec §5: the code is used only if it is exactly 6 digits; otherwise a warning is
 * logged and the plain site origin is shared.
 */
export function buildShareLink(origin: string, accessCode: string | null | undefined): string {
  if (accessCode && isValidAccessCode(accessCode)) return `${origin}/n/${accessCode}`;
  console.warn(`Not a 6-digit access code, sharing the site instead: ${String(accessCode)}`);
  return origin;
}

/** A mailto link with URL-encoded subject and body (spec §7). */
export function buildMailtoLink(subject: string, body: string, to = ""): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** WhatsApp's share link: the recipient is chosen in WhatsApp, the message is prefilled. */
export function buildWhatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export interface Invitation {
  subject: string;
  text: string;
}

/**
 * The invitation sent by WhatsApp or e-mail: what the khatm is, what a reader takes in it (a juz, a page, a pledge),
 * the link, and the code for typing it in.
 */
export function buildInvitation(
  t: (key: MessageKey, values?: MessageValues) => string,
  {
    name,
    occasion,
    accessCode,
    division = "juz",
  }: { name: string; occasion?: string | null; accessCode: string; division?: KhatmDivision },
  link: string,
): Invitation {
  const invitation = occasion
    ? t("share.invitationWithOccasion", { name, occasion, link, division })
    : t("share.invitation", { name, link, division });
  return {
    subject: t("share.invitationSubject", { name }),
    text: isValidAccessCode(accessCode) ? t("share.invitationCode", { invitation, code: accessCode }) : invitation,
  };
}
