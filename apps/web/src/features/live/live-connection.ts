// Types only from "@khatm/schema" (its zod schemas would add zod to every page); the words from its zod-free entry.
import type { LiveMessage, LiveTicketResponse } from "@khatm/schema";
import { LIVE_PING, LIVE_PONG, LIVE_RESYNC } from "@khatm/schema/live";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { getManageKey, storageKeys } from "../../lib/storage";

export type LiveStatus = "connecting" | "live" | "reconnecting";

/** Waits before each new attempt after a drop (a deploy drops every socket): quick at first, then every 30 s. */
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
/** Pings keep proxies from closing an idle socket; a socket that stays silent past two of them is presumed dead. */
const PING_EVERY_MS = 25_000;

export interface LiveConnectionOptions {
  khatmId: string;
  onMessage: (message: LiveMessage, resync: () => void) => void;
  onStatus: (status: LiveStatus) => void;
}

/**
 * Keeps a khatm's live socket open while the page is: a ticket first when this browser proves something (session,
 * reader key, manage key), a new socket after a drop (with backoff) or when those proofs change (the view a ticket
 * gives is fixed), and a fresh snapshot on return to the tab. Answers the function that closes it for good.
 */
export function openLiveConnection({ khatmId, onMessage, onStatus }: LiveConnectionOptions): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastHeard = Date.now();
  let proof = "";
  /** Counts connection attempts: one overtaken while it waited for its ticket gives way to the newer one. */
  let attempts = 0;

  async function connect() {
    const mine = ++attempts;
    clearTimeout(retry);
    onStatus(attempt === 0 ? "connecting" : "reconnecting");
    proof = proofOf(khatmId);
    let url: string;
    try {
      url = await liveUrl(khatmId, proof !== EMPTY_PROOF);
    } catch (error) {
      if (stopped || mine !== attempts) return;
      // A refused ticket (the khatm is gone) will not change; anything else is worth another try.
      if (error instanceof ApiRequestError && error.status < 500) return stop();
      return scheduleRetry();
    }
    if (stopped || mine !== attempts) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      lastHeard = Date.now();
      onStatus("live");
    };
    ws.onmessage = (event) => {
      lastHeard = Date.now();
      if (typeof event.data !== "string" || event.data === LIVE_PONG) return;
      if (proofOf(khatmId) !== proof) return reconnectNow();
      onMessage(JSON.parse(event.data) as LiveMessage, () => ws.send(LIVE_RESYNC));
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      scheduleRetry();
    };
  }

  function scheduleRetry() {
    if (stopped) return;
    onStatus("reconnecting");
    const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 1_000;
    attempt += 1;
    // Jitter: after a deploy, thousands of pages must not come back in the same millisecond.
    retry = setTimeout(() => void connect(), base * (0.8 + Math.random() * 0.4));
  }

  /** Drops the current socket without waiting for its close (a dead one may never report it) and opens another. */
  function reconnectNow() {
    const old = socket;
    socket = null;
    if (old) {
      old.onclose = null;
      old.close();
    }
    attempt = 0;
    void connect();
  }

  const ping = setInterval(() => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    if (Date.now() - lastHeard > 2 * PING_EVERY_MS + 5_000) return reconnectNow();
    socket.send(LIVE_PING);
  }, PING_EVERY_MS);

  function onVisible() {
    if (document.visibilityState !== "visible") return;
    if (socket?.readyState === WebSocket.OPEN) socket.send(LIVE_RESYNC);
    else if (!socket) reconnectNow();
  }
  document.addEventListener("visibilitychange", onVisible);

  function stop() {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    document.removeEventListener("visibilitychange", onVisible);
    const old = socket;
    socket = null;
    if (old) {
      old.onclose = null;
      old.close(1000, "page closed");
    }
  }

  void connect();
  return stop;
}

const EMPTY_PROOF = JSON.stringify([null, null, null]);

/** What this browser can prove about the khatm, as one comparable value. */
function proofOf(khatmId: string): string {
  return JSON.stringify([
    localStorage.getItem(storageKeys.sessionToken),
    localStorage.getItem(storageKeys.readerKey),
    getManageKey(khatmId),
  ]);
}

async function liveUrl(khatmId: string, withTicket: boolean): Promise<string> {
  const path = `/api/khatms/${encodeURIComponent(khatmId)}`;
  const url = new URL(`${path}/live`, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  if (withTicket) {
    const options = { method: "POST", manageKey: getManageKey(khatmId) } as const;
    const { ticket } = await apiRequest<LiveTicketResponse>(`${path}/live-ticket`, options);
    url.searchParams.set("ticket", ticket);
  }
  return url.toString();
}
