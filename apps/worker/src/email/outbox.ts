import type { Env } from "../bindings";
import type { EmailMessage, EmailSender } from "./sender";

/** A message kept in the dev outbox, as GET /api/dev/outbox answers it. */
export interface OutboxMessage extends EmailMessage {
  id: string;
  createdAt: string;
}

type OutboxEnv = Pick<Env, "KV">;

/** The dev outbox's keys in KV (bench/cost.ts counts a message by its key: lib/cost-meter.ts). */
export const OUTBOX_PREFIX = "outbox:";
const TTL_SECONDS = 7 * 24 * 60 * 60;
// Keys sort ascending in KV lists; counting down from these ceilings makes the newest message list first.
const TIME_CEILING = 10 ** 14;
const SEQUENCE_CEILING = 10 ** 9;
/**
 * Ties within one millisecond (workerd's clock only advances across I/O, so a request sending two messages may see
 * the same time) are broken by this isolate's send order.
 */
let sequence = 0;

function outboxKey(time: number, id: string): string {
  sequence = (sequence + 1) % SEQUENCE_CEILING;
  const timePart = String(TIME_CEILING - time).padStart(15, "0");
  const sequencePart = String(SEQUENCE_CEILING - sequence).padStart(10, "0");
  return `${OUTBOX_PREFIX}${timePart}:${sequencePart}:${id}`;
}

/** The first http(s) link of a text, so the console line of a magic link is one click away in development. */
function firstLink(text: string): string | null {
  return text.match(/https?:\/\/\S+/)?.[0] ?? null;
}

/** Development sender: keeps each message in KV for a week (the dev outbox); logs a line for sign-in links. */
export function createOutboxSender(env: OutboxEnv): EmailSender {
  return {
    // The idempotency key is a real provider's business: a message resent after a crash shows here twice.
    async send({ idempotencyKey: _key, ...message }) {
      const createdAt = new Date();
      const id = crypto.randomUUID();
      const stored: OutboxMessage = { id, createdAt: createdAt.toISOString(), ...message };
      await env.KV.put(outboxKey(createdAt.getTime(), id), JSON.stringify(stored), {
        expirationTtl: TTL_SECONDS,
        // The recipient in the metadata lets readOutbox filter a listing without reading every message.
        metadata: { to: message.to.toLowerCase() },
      });
      // Only mail sent past the notification gate (no stop link: sign-in links, the operator's report) is logged: a
      // developer waits for a sign-in link in the terminal, and a log line per reservation e-mail cost a reservation
      // 15% of its time in wrangler dev (bench/README.md). Every message is on /dev/outbox.
      if (message.headers?.["List-Unsubscribe"]) return;
      const link = firstLink(message.text);
      console.log(`[outbox] "${message.subject}" to ${message.to}${link ? ` ${link}` : ""}`);
    },
  };
}

/** Messages in the dev outbox, newest first, optionally only those to one address (compared case-insensitively). */
export async function readOutbox(env: OutboxEnv, to?: string, limit = 100): Promise<OutboxMessage[]> {
  const recipient = to?.trim().toLowerCase();
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.KV.list<{ to: string }>({ prefix: OUTBOX_PREFIX, cursor });
    for (const key of page.keys) {
      if (!recipient || key.metadata?.to === recipient) keys.push(key.name);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor && keys.length < limit);

  const messages = await Promise.all(keys.slice(0, limit).map((key) => env.KV.get<OutboxMessage>(key, "json")));
  // A message can expire between the listing and the read.
  return messages.filter((message): message is OutboxMessage => message !== null);
}
