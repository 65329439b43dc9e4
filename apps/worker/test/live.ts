// Shared by the live-grid tests: sockets opened through the real worker, with a ticket when credentials are given.
import { type LiveMessage, type LiveTicketResponse, liveMessageSchema } from "@khatm/schema";
import { expect } from "vitest";
import { api, type Credentials, call } from "./khatms";
import { expectJson } from "./observe";

export interface LiveClient {
  /** The next message (waits up to `timeoutMs`), checked against the schema. */
  next(timeoutMs?: number): Promise<LiveMessage>;
  /** Every text received so far, raw. */
  texts: string[];
  send(text: string): void;
  close(): void;
}

export async function liveTicket(khatmId: string, credentials: Credentials = {}): Promise<string> {
  const answer = await api("POST", `/api/khatms/${khatmId}/live-ticket`, credentials);
  return (await expectJson<LiveTicketResponse>(answer, 200)).ticket;
}

/** Asks for the upgrade as a browser would, without accepting the answer. */
export function upgrade(khatmId: string, ticket?: string): Promise<Response> {
  const query = ticket === undefined ? "" : `?ticket=${encodeURIComponent(ticket)}`;
  return call("GET", `/api/khatms/${khatmId}/live${query}`, { headers: { Upgrade: "websocket" } });
}

/** The first message a socket opened with `ticket` receives (its snapshot), raw; or the refusal's status and body. */
export async function firstLiveText(khatmId: string, ticket?: string): Promise<{ status: number; text: string }> {
  const response = await upgrade(khatmId, ticket);
  const socket = response.webSocket;
  if (!socket) return { status: response.status, text: await response.text() };
  socket.accept();
  const text = await new Promise<string>((resolve) =>
    socket.addEventListener("message", (event) => resolve(String(event.data)), { once: true }),
  );
  socket.close(1000, "read");
  return { status: response.status, text };
}

/** A socket for these credentials (none: a visitor's, without ticket). */
export async function connect(khatmId: string, credentials?: Credentials): Promise<LiveClient> {
  const response = await upgrade(khatmId, credentials ? await liveTicket(khatmId, credentials) : undefined);
  if (response.status !== 101) expect.fail(`upgrade refused: ${response.status} ${await response.text()}`);
  const socket = response.webSocket;
  if (!socket) return expect.fail("an upgrade without a socket");
  socket.accept();
  const texts: string[] = [];
  const waiting: Array<() => void> = [];
  let read = 0;
  socket.addEventListener("message", (event) => {
    texts.push(String(event.data));
    waiting.shift()?.();
  });
  return {
    texts,
    async next(timeoutMs = 2000) {
      if (read >= texts.length) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no live message within ${timeoutMs} ms`)), timeoutMs);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const text = texts[read++] ?? "";
      return liveMessageSchema.parse(JSON.parse(text));
    },
    send: (text) => socket.send(text),
    close: () => socket.close(1000, "done"),
  };
}
