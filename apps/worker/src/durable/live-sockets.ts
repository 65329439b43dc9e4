import type { Juz, Khatm, LiveMessage, LiveTicketResponse } from "@khatm/schema";
import { LIVE_PING, LIVE_PONG, LIVE_RESYNC } from "@khatm/schema/live";
import { hashToken, randomToken } from "../lib/tokens";
import { ANONYMOUS, type Viewer } from "../rules/permissions";

/** The khatm as one viewer may see it (what GET /khatms/{id} and /juzs answer that viewer), at `version`. */
export interface LiveView {
  version: number;
  khatm: Khatm;
  juzs: Juz[];
}

/** The view of `viewer`, or null when the khatm is gone (unknown or deleted). */
export type ViewOf = (viewer: Viewer) => Promise<LiveView | null>;

/** Tickets are redeemed within seconds of being issued; a minute leaves room for a slow phone network. */
export const LIVE_TICKET_TTL_MS = 60_000;
const TICKET_PREFIX = "live-ticket:";
const VISITORS = "visitor";

interface StoredTicket {
  viewer: Viewer;
  expiresAt: number;
}

/** Kept with each socket (it survives hibernation): who the socket proved to be. */
interface Attachment {
  viewer: Viewer;
}

/**
 * The live sockets of one khatm, held by its Durable Object through the WebSocket Hibernation API: the object may
 * sleep between changes while its sockets stay open, and pings are answered by the platform without waking it.
 * Sockets are tagged by viewer, so after a commit each distinct view is built once, however many sockets share it
 * (every visitor shares one). Tickets live in the khatm's own object, so one cannot open another khatm's socket.
 */
export class LiveSockets {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly viewOf: ViewOf,
  ) {
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  /** A single-use ticket standing for `viewer`, kept hashed in this object's storage until redeemed or expired. */
  async issueTicket(viewer: Viewer, now = Date.now()): Promise<LiveTicketResponse> {
    const ticket = randomToken();
    const key = TICKET_PREFIX + (await hashToken(ticket));
    this.pruneTickets(now);
    const expiresAt = now + LIVE_TICKET_TTL_MS;
    this.ctx.storage.kv.put(key, { viewer, expiresAt } satisfies StoredTicket);
    return { ticket, expiresAt: new Date(expiresAt).toISOString() };
  }

  /**
   * Answers an upgrade request: 403 for a ticket that is unknown, expired or used, 404 without a khatm, else a socket
   * that starts with a snapshot. No ticket: the anonymous visitor's view.
   */
  async accept(ticket: string | null): Promise<Response> {
    const viewer = ticket === null ? ANONYMOUS : await this.redeem(ticket);
    if (!viewer) {
      const message = "This live ticket is unknown, expired or already used. Ask for a new one.";
      return Response.json({ error: "FORBIDDEN", message }, { status: 403 });
    }
    const view = await this.viewOf(viewer);
    if (!view) return Response.json({ error: "NOT_FOUND", message: "Khatm not found" }, { status: 404 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [await groupOf(viewer)]);
    server.serializeAttachment({ viewer } satisfies Attachment);
    send(server, JSON.stringify({ type: "snapshot", ...view } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * After a commit: each socket gets the khatm and its juz as its viewer sees them, labelled with the version they
   * were read at; when the khatm is gone, every socket is told and closed.
   */
  async afterCommit(version: number): Promise<void> {
    for (const [first, ...others] of this.groups().values()) {
      const { viewer } = first.deserializeAttachment() as Attachment;
      const view = await this.viewOf(viewer);
      if (!view) return this.deleted(version);
      const { khatm, juzs } = view;
      const text = JSON.stringify({ type: "change", version: view.version, khatm, juzs } satisfies LiveMessage);
      for (const socket of [first, ...others]) send(socket, text);
    }
  }

  private deleted(version: number): void {
    const text = JSON.stringify({ type: "deleted", version } satisfies LiveMessage);
    for (const socket of this.ctx.getWebSockets()) {
      send(socket, text);
      socket.close(4404, "deleted");
    }
  }

  async message(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    if (data !== LIVE_RESYNC) return;
    const { viewer } = socket.deserializeAttachment() as Attachment;
    const view = await this.viewOf(viewer);
    if (view) send(socket, JSON.stringify({ type: "snapshot", ...view } satisfies LiveMessage));
  }

  /** Completes the closing handshake the client started (codes a client may not send back are answered 1000). */
  closed(socket: WebSocket, code: number): void {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Already closed on this side.
    }
  }

  private groups(): Map<string, [WebSocket, ...WebSocket[]]> {
    const groups = new Map<string, [WebSocket, ...WebSocket[]]>();
    for (const socket of this.ctx.getWebSockets()) {
      const [tag = VISITORS] = this.ctx.getTags(socket);
      groups.set(tag, [...(groups.get(tag) ?? []), socket] as [WebSocket, ...WebSocket[]]);
    }
    return groups;
  }

  /** The ticket's viewer, once: it is deleted in the same synchronous step that reads it. */
  private async redeem(ticket: string, now = Date.now()): Promise<Viewer | null> {
    const key = TICKET_PREFIX + (await hashToken(ticket));
    const stored = this.ctx.storage.kv.get<StoredTicket>(key);
    if (!stored) return null;
    this.ctx.storage.kv.delete(key);
    return stored.expiresAt > now ? stored.viewer : null;
  }

  private pruneTickets(now: number): void {
    for (const [key, stored] of this.ctx.storage.kv.list<StoredTicket>({ prefix: TICKET_PREFIX })) {
      if (stored.expiresAt <= now) this.ctx.storage.kv.delete(key);
    }
  }
}

/** Sockets of viewers who prove the same things see the same view: one tag each, the visitors' all alike. */
async function groupOf(viewer: Viewer): Promise<string> {
  const proves = viewer.userId !== null || viewer.readerKeyHash !== null || viewer.manageKeyHash !== null;
  return proves ? `viewer:${await hashToken(JSON.stringify(viewer))}` : VISITORS;
}

/** A socket closing meanwhile must not stop the others' messages. */
function send(socket: WebSocket, text: string): void {
  try {
    socket.send(text);
  } catch {
    // Closed between the listing and the send; its close handler cleans up.
  }
}
