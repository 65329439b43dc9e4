/**
 * Live fan-out (issue 14): 200 sockets on one khatm, as a WhatsApp group opening the link would hold them: most as
 * visitors (no ticket), some as readers (each its own reader key, so its own view) and some as the creator (manage
 * key). Readers then reserve one juz at a time; for each reservation, the time from its answer to the moment the
 * last of the 200 sockets has the change. A message that arrives before the answer counts as 0.
 */
import { type Api, MANAGE_KEY_HEADER, READER_KEY_HEADER } from "./lib/api";
import type { Row } from "./lib/report";
import { ms, summarise } from "./lib/stats";

export interface LiveOptions {
  api: Api;
  sockets?: number;
  readers?: number;
  creators?: number;
  reservations?: number;
}

interface Listener {
  socket: WebSocket;
  /** performance.now() of each change message, in arrival order. */
  changes: number[];
}

export async function runLive(options: LiveOptions): Promise<Row[]> {
  const { api, sockets = 200, readers = 10, creators = 10, reservations = 20 } = options;
  if (readers + reservations > 30) throw new Error("readers and reservations each need a juz of their own");
  const khatm = await api.createKhatm("Bench live", "live-creator@bench.local");
  // Each reader-socket's browser has reserved before (juz 30 down), so its ticket stands for a reader key.
  const readerKeys: string[] = [];
  for (let i = 0; i < readers; i += 1) {
    const answer = await api.post(`/api/khatms/${khatm.id}/reserve`, {
      juzNumbers: [30 - i],
      readerName: `Listener ${i}`,
      readerEmail: `listener${i}@bench.local`,
    });
    readerKeys.push(answer.body.readerKey);
  }
  const proofs: Array<Record<string, string> | null> = [
    ...readerKeys.map((key) => ({ [READER_KEY_HEADER]: key })),
    ...Array.from({ length: creators }, () => ({ [MANAGE_KEY_HEADER]: khatm.manageKey })),
  ];
  while (proofs.length < sockets) proofs.push(null);

  const listeners = await Promise.all(proofs.map((proof) => listen(api, khatm.id, proof)));
  const delays: number[] = [];
  const fromSend: number[] = [];
  let late = 0;
  try {
    for (let round = 0; round < reservations; round += 1) {
      const sent = performance.now();
      const answer = await api.post(`/api/khatms/${khatm.id}/reserve`, {
        juzNumbers: [round + 1],
        readerName: `Reader ${round}`,
        readerEmail: `reader${round}@bench.local`,
      });
      if (answer.status !== 200) throw new Error(`reserve answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const answered = performance.now();
      const arrivals = await Promise.all(listeners.map((listener) => changeNumber(listener, round)));
      if (arrivals.includes(null)) late += 1;
      const last = Math.max(...arrivals.map((arrival) => arrival ?? Number.POSITIVE_INFINITY));
      delays.push(Math.max(0, last - answered));
      fromSend.push(last - sent);
    }
  } finally {
    for (const { socket } of listeners) socket.close(1000, "bench done");
  }
  const summary = summarise(delays);
  const whole = summarise(fromSend);
  const groups = `${sockets - readers - creators} visitors, ${readers} readers, ${creators} creator sockets`;
  return [
    {
      bench: "live",
      figure: `fan-out to ${sockets} sockets (${groups}): reservation answered -> last socket has it, p50`,
      value: ms(summary.p50),
    },
    {
      bench: "live",
      figure: `same, p99 over ${reservations} reservations (max ${ms(summary.max)})`,
      value: ms(summary.p99),
      target: "p99 < 100 ms",
      ok: summary.p99 < 100 && late === 0,
    },
    {
      bench: "live",
      figure: "reservation sent -> last socket has it, p50 / p99 (the reservation's own time included)",
      value: `${ms(whole.p50)} / ${ms(whole.p99)}`,
    },
  ];
}

/** Opens one socket (with a ticket when `proof` is given) and waits for its snapshot. */
async function listen(api: Api, khatmId: string, proof: Record<string, string> | null): Promise<Listener> {
  const url = new URL(`/api/khatms/${khatmId}/live`, api.origin);
  url.protocol = "ws:";
  if (proof) {
    const answer = await api.call("POST", `/api/khatms/${khatmId}/live-ticket`, { headers: proof });
    if (answer.status !== 200) throw new Error(`live-ticket answered ${answer.status}`);
    url.searchParams.set("ticket", answer.body.ticket);
  }
  const socket = new WebSocket(url);
  const listener: Listener = { socket, changes: [] };
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("error", () => reject(new Error("live socket failed to open")), { once: true });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as { type: string };
      if (message.type === "snapshot") resolve();
      if (message.type === "change") listener.changes.push(performance.now());
    });
  });
  return listener;
}

/** When the listener got change number `index` (0-based), waiting up to 5 s; null if it never came. */
async function changeNumber(listener: Listener, index: number): Promise<number | null> {
  const deadline = performance.now() + 5_000;
  while (listener.changes.length <= index) {
    if (performance.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return listener.changes[index] ?? null;
}
