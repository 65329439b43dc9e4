import type { EmailSender } from "./sender";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

/**
 * Production sender through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
 * `from` must be an address on a domain verified in Resend; `apiKey` is the EMAIL_API_KEY secret.
 */
export function createResendSender(options: { apiKey: string; from: string }): EmailSender {
  return {
    async send(message) {
      const response = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        }),
      });
      if (!response.ok) {
        // The provider's answer explains the failure (unverified domain, bad key) to whoever reads the logs.
        throw new Error(`Resend refused the e-mail "${message.subject}": ${response.status} ${await response.text()}`);
      }
    },
  };
}
