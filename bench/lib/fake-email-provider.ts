/**
 * A Resend-compatible e-mail provider on loopback, for scripts that need to see what the worker really sent
 * (EMAIL_MODE "resend" with EMAIL_API_URL pointing here). It answers POST /emails as Resend does: 200 `{ id }` for
 * a message it takes, the same answer again for a repeat of an Idempotency-Key it has taken (no second delivery),
 * and 409 for a key reused with another message. It can be told to refuse every message with a 503 for a while, as
 * a provider in an outage does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A message the provider took: delivered once, whatever the number of requests that carried it. */
export interface Delivery {
  id: string;
  idempotencyKey: string | null;
  to: string[];
  subject: string;
  /** When the provider took it (epoch ms). */
  acceptedAt: number;
  /** Requests that repeated its Idempotency-Key after it was taken (answered as the first, not delivered again). */
  repeats: number;
}

export interface FakeEmailProvider {
  port: number;
  /** The URL to give the worker as EMAIL_API_URL. */
  url: string;
  /** Every message taken, in order. */
  deliveries(): Delivery[];
  /** Requests answered 503 while refusing. */
  refusals(): number;
  /** Requests without an Idempotency-Key header (each taken as a message of its own). */
  keyless(): number;
  /** From now on, answer every message 503 (true) or take them again (false). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

interface ResendBody {
  to?: string[] | string;
  subject?: string;
}

export async function startFakeEmailProvider(options: {
  port: number;
  refusing?: boolean;
}): Promise<FakeEmailProvider> {
  let refusing = options.refusing ?? false;
  let refused = 0;
  let keyless = 0;
  const taken: Delivery[] = [];
  const byKey = new Map<string, { delivery: Delivery; body: string }>();

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

  const handle = (request: IncomingMessage, body: string, response: ServerResponse) => {
    if (request.method !== "POST" || request.url !== "/emails") return answer(response, 404, { name: "not_found" });
    if (refusing) {
      refused += 1;
      return answer(response, 503, { name: "service_unavailable", message: "The provider is down (fake outage)." });
    }
    const key = request.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" && key ? key : null;
    if (idempotencyKey) {
      const earlier = byKey.get(idempotencyKey);
      if (earlier && earlier.body !== body) {
        return answer(response, 409, { name: "invalid_idempotent_request", message: "Key reused with another body." });
      }
      if (earlier) {
        earlier.delivery.repeats += 1;
        return answer(response, 200, { id: earlier.delivery.id });
      }
    } else {
      keyless += 1;
    }
    const parsed = JSON.parse(body) as ResendBody;
    const delivery: Delivery = {
      id: crypto.randomUUID(),
      idempotencyKey,
      to: Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [],
      subject: parsed.subject ?? "",
      acceptedAt: Date.now(),
      repeats: 0,
    };
    taken.push(delivery);
    if (idempotencyKey) byKey.set(idempotencyKey, { delivery, body });
    answer(response, 200, { id: delivery.id });
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        handle(request, Buffer.concat(chunks).toString("utf8"), response);
      } catch (error) {
        answer(response, 422, { name: "validation_error", message: String(error) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `http://127.0.0.1:${port}/emails`,
    deliveries: () => [...taken],
    refusals: () => refused,
    keyless: () => keyless,
    refuse: (value) => {
      refusing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
