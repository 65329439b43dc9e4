import type { EmailSender } from "./sender";

/** A refusal by the provider, with its HTTP status (5xx: worth trying again). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Production sender through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), or a relay
 * that speaks it (`url`: the EMAIL_API_URL var). Each message carries its `Idempotency-Key`, so a retry of a message
 * the provider already took is not delivered again. `from` must be an address on a domain verified in Resend;
 * `apiKey` is the EMAIL_API_KEY secret.
 */
export function createResendSender(options: { apiKey: string; from: string; url: string }): EmailSender {
  return {
    async send(message) {
      const response = await fetch(options.url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": message.idempotencyKey,
        },
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
        const detail = `${response.status} ${await response.text()}`;
        throw new ProviderError(`The provider refused the e-mail "${message.subject}": ${detail}`, response.status);
      }
    },
  };
}
