import type { LiveTicketResponse } from "@khatm/schema";
import type { Viewer } from "../services/permissions";
import type { Outcome } from "./khatm-coordinator";
import { LiveSockets } from "./live-sockets";
import { RoundsCoordinator } from "./rounds-coordinator";

/**
 * The khatm's coordinator with its live grid (live-sockets.ts): the class wrangler.toml binds as KhatmCoordinator.
 * Kept apart so the coordinator's own file stays about the khatm's truth. Every view comes from `viewFor`, the same
 * function the khatm's GET answers read, and every commit reaches the sockets through `afterCommit` before the
 * change's answer leaves.
 */
export class LiveKhatmCoordinator extends RoundsCoordinator {
  private readonly live = new LiveSockets(this.ctx, async (viewer) => {
    const view = await this.viewFor(viewer);
    return view.ok ? view.value : null;
  });

  /** A single-use ticket standing for `viewer`, whom the worker has proven; 404 without a khatm. */
  async issueLiveTicket(viewer: Viewer): Promise<Outcome<LiveTicketResponse>> {
    const view = await this.viewFor(viewer);
    return view.ok ? { ok: true, value: await this.live.issueTicket(viewer) } : view;
  }

  /** The upgrade, forwarded by the worker with the ticket (if any) as `?ticket=`. */
  override async fetch(request: Request): Promise<Response> {
    return this.live.accept(new URL(request.url).searchParams.get("ticket"));
  }

  override async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    await this.live.message(socket, data);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    this.live.closed(socket, code);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.live.closed(socket, 1011);
  }

  protected override async afterCommit(version: number): Promise<void> {
    await this.live.afterCommit(version);
  }
}
