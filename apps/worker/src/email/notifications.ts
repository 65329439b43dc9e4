import { html } from "hono/html";
import { translatorFor } from "../lib/i18n";
import type { RateLimitRule } from "../lib/rate-limit";
import { mailboxHash } from "../lib/signed-links";
import { appendToLayout } from "./html";
import type { EmailMessage } from "./sender";
import { stopLinks, stopToken } from "./stop-links";

/**
 * The gate every e-mail but a sign-in link goes through (the mailer's sendInBackground), so each new kind of
 * e-mail gets it by construction:
 * - nothing to a mailbox that stopped e-mail from Khatm (any spelling of it, @khatm/schema/rules mailboxOf);
 * - a daily budget per mailbox, larger once the address has confirmed itself by signing in, so a stranger typing
 *   someone's address, in as many spellings as they like, cannot fill their mailbox; beyond it the mail is dropped
 *   and logged (the action stands);
 * - a visible stop link and the List-Unsubscribe headers of RFC 8058 on what does go.
 */
export interface NotificationGate {
  /** Whether the address's mailbox stopped e-mail, and whether the address has ever signed in. */
  recipient(email: string): Promise<{ stopped: boolean; confirmed: boolean }>;
  /** Counts one e-mail against the address's budget (once per `charge`, if named); false when it is spent. */
  allows(rule: RateLimitRule, charge?: string): Promise<boolean>;
  budget: { confirmed: Omit<RateLimitRule, "key">; unconfirmed: Omit<RateLimitRule, "key"> };
  secret: string;
  origin: string;
}

/** Budgets of both kinds share one count per mailbox, so confirming mid-day raises the limit, not the count. */
const BUDGET_BUCKET = "emailBudget";

/**
 * The message ready to send, or null when it must not go (the reason logged, with the address hashed). `charge` names
 * the message (its effect's key), so asking again for the same message never counts it twice against the budget.
 */
export async function admitNotification(
  gate: NotificationGate,
  message: EmailMessage,
  charge?: string,
): Promise<EmailMessage | null> {
  const hash = await mailboxHash(message.to);
  const { stopped, confirmed } = await gate.recipient(message.to);
  const who = `mailbox ${hash.slice(0, 12)}`;
  if (stopped) {
    console.log(`E-mail "${message.subject}" not sent: ${who} stopped e-mail from Khatm`);
    return null;
  }
  const budget = confirmed ? gate.budget.confirmed : gate.budget.unconfirmed;
  if (!(await gate.allows({ ...budget, bucket: BUDGET_BUCKET, key: hash }, charge))) {
    console.warn(`E-mail "${message.subject}" not sent: ${who} reached its budget of ${budget.limit} e-mails`);
    return null;
  }
  return withStopLink(message, stopLinks(gate.origin, await stopToken(gate.secret, message.to), message.locale));
}

/** The stop footer, in the language the message is written in. */
async function withStopLink(message: EmailMessage, links: { page: string; oneClick: string }): Promise<EmailMessage> {
  const { t } = await translatorFor(message.locale);
  const why = t("abuse.emailStopWhy");
  const footer = html`<p style="font-size:12px;color:#52606d;border-top:1px solid #e4e7eb;padding-top:12px;margin-top:24px">${why} <a href="${links.page}" style="color:#52606d">${t("abuse.emailStopLink")}</a></p>`;
  return {
    ...message,
    text: `${message.text}\n\n--\n${why}\n${t("abuse.emailStopText", { link: links.page })}`,
    html: appendToLayout(message.html, footer),
    headers: {
      ...message.headers,
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
