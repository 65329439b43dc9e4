/**
 * What each operation costs at Cloudflare's list prices: a share page view, a reservation, a completion, a list, a
 * search and a live message. The server runs the bench's entry (apps/worker/src/metered.ts, never deployed), whose
 * meter (lib/cost-meter.ts) counts every Worker request, Durable Object request, row read and written in D1 and in
 * the objects' SQLite, KV read and write and e-mail; GET /api/dev/costs answers the counts and DELETE resets them. Each operation runs `ops` times
 * between a reset and a reading taken once the work it caused after its answers (the index sync, e-mail delivery)
 * is done; the table shows the mean per operation and its price per million operations.
 *
 * Duration (a Worker's CPU time, an object's GB-seconds) is not counted: local workerd's figures are not
 * production's. The e-mail provider prices e-mail by its own plans, so e-mails are counted, not priced; push services
 * charge nothing, and pushes are counted too: the server posts them to a local push service (bench/lib/push-service.ts).
 */
import { must } from "@khatm/test-support";
import { type Api, MANAGE_KEY_HEADER, READER_KEY_HEADER } from "./lib/api";
import { deviceSubscription } from "./lib/push-service";
import type { Row } from "./lib/report";

/** Cloudflare's list prices beyond the Workers Paid plan's included usage, in dollars per unit (2026). */
export const LIST_PRICES = {
  workerRequests: 0.3 / 1e6,
  objectRequests: 0.15 / 1e6,
  objectRowsRead: 0.001 / 1e6,
  objectRowsWritten: 1.0 / 1e6,
  d1RowsRead: 0.001 / 1e6,
  d1RowsWritten: 1.0 / 1e6,
  kvReads: 0.5 / 1e6,
  kvWrites: 5.0 / 1e6,
} as const;

type Counts = Record<keyof typeof LIST_PRICES | "emails" | "pushes", number>;

/**
 * The least a reservation can cost in this design: the request, one call of its object, the juz row, the version
 * and one outbox row written there and read back by the sync, and in D1 the juz row and the khatm's counts; one
 * e-mail. What a reservation costs beyond it is what the measured design adds.
 */
export const RESERVATION_MINIMUM: Counts = {
  workerRequests: 1,
  objectRequests: 1,
  objectRowsRead: 3,
  objectRowsWritten: 3,
  d1RowsRead: 0,
  d1RowsWritten: 2,
  kvReads: 0,
  kvWrites: 0,
  emails: 1,
  pushes: 0,
};

async function costs(api: Api): Promise<Counts> {
  const answer = await api.get("/api/dev/costs");
  if (answer.status !== 200)
    throw new Error(`GET /api/dev/costs answered ${answer.status}: is the server's entry metered.ts?`);
  return answer.body as Counts;
}

/** The counts once they stop moving: the work an operation leaves for after its answer is done. */
async function settledCosts(api: Api): Promise<Counts> {
  let last = JSON.stringify(await costs(api));
  for (let quiet = 0; quiet < 4; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = JSON.stringify(await costs(api));
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return JSON.parse(last) as Counts;
}

const dollarsPerMillion = (counts: Counts) =>
  Object.entries(LIST_PRICES).reduce(
    (sum, [unit, price]) => sum + counts[unit as keyof typeof LIST_PRICES] * price,
    0,
  ) * 1e6;

function summary(counts: Counts): string {
  const parts = [
    `${counts.workerRequests} worker req`,
    `${counts.objectRequests} DO req`,
    `DO rows ${counts.objectRowsRead} read / ${counts.objectRowsWritten} written`,
    `D1 rows ${counts.d1RowsRead} read / ${counts.d1RowsWritten} written`,
    `KV ${counts.kvReads} read / ${counts.kvWrites} written`,
    `${counts.emails} e-mail`,
    ...(counts.pushes ? [`${counts.pushes} push`] : []),
  ];
  return `${parts.join(", ")}; $${dollarsPerMillion(counts).toFixed(2)} per million`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Runs `operation` `ops` times between a reset and a settled reading; answers the mean counts per operation. */
async function measure(api: Api, ops: number, operation: (i: number) => Promise<void>): Promise<Counts> {
  await settledCosts(api);
  await api.call("DELETE", "/api/dev/costs");
  for (let i = 0; i < ops; i++) await operation(i);
  const total = await settledCosts(api);
  return Object.fromEntries(Object.entries(total).map(([unit, value]) => [unit, round(value / ops)])) as Counts;
}

/**
 * Issue 35: the rows a reservation or a completion writes (what Cloudflare bills, and what the free plan caps), each
 * in the object's SQLite and in D1. The cost table in bench/README.md says where each one goes.
 */
const WRITES_TARGET = { object: 8, d1: 3 } as const;

/** Issue 27: a search reads at most this many D1 rows, however many khatms there are. */
const SEARCH_ROWS_TARGET = 500;

/** The searches whose D1 rows are counted, on the seeded index (bench/seed.ts's words): what a visitor types. */
const searchesOf = (seededCode: string): Array<[label: string, query: string]> => [
  ["q=Barakah (a word in a tenth of the names)", "Barakah"],
  ["q=Bara (part of a word)", "Bara"],
  ["q=Family Khatm (two words)", "Family Khatm"],
  ["q=Nowhere (matches nothing)", "Nowhere"],
  ["q=ختمة (Arabic, matches nothing)", "ختمة"],
  ["q=<a seeded khatm's code>", seededCode],
];

/** The costs on a server whose D1 holds the seeded khatms (`seededCode` is one of theirs, for the code search). */
export async function runCost(api: Api, seededCode: string, ops = 20): Promise<Row[]> {
  const khatm = await api.createKhatm("Cost bench khatm", "cost-creator@bench.local");
  const juzIds = new Map((await api.juzs(khatm.id)).map((juz) => [juz.number, juz.id]));
  const readerKeys: string[] = [];
  const rows: Row[] = [];
  const add = (figure: string, counts: Counts) => rows.push({ bench: "cost", figure, value: summary(counts) });
  const addWrites = (figure: string, counts: Counts) =>
    rows.push({
      bench: "cost",
      figure,
      value: summary(counts),
      target: `rows written: DO <= ${WRITES_TARGET.object}, D1 <= ${WRITES_TARGET.d1}`,
      ok: counts.objectRowsWritten <= WRITES_TARGET.object && counts.d1RowsWritten <= WRITES_TARGET.d1,
    });

  add(
    "share page view (GET /j/{code})",
    await measure(api, ops, async () => {
      const answer = await api.get(`/j/${khatm.accessCode}`);
      if (answer.status !== 200) throw new Error(`/j answered ${answer.status}`);
    }),
  );
  // The khatm's first reservation with reminders also writes its first reminder time into D1 (the Cron Trigger's
  // index: 2 rows more, once per khatm); the reservations measured come after it, as most of a khatm's do.
  const first = await api.post(`/api/khatms/${khatm.id}/reserve`, {
    juzNumbers: [30],
    readerName: "First reader",
    readerEmail: "cost-first-reader@bench.local",
  });
  if (first.status !== 200 && first.status !== 201) throw new Error(`the first reservation answered ${first.status}`);
  addWrites(
    "reservation (a new reader, one juz)",
    await measure(api, ops, async (i) => {
      const answer = await api.post(`/api/khatms/${khatm.id}/reserve`, {
        juzNumbers: [i + 1],
        readerName: `Cost reader ${i}`,
        readerEmail: `cost-reader-${i}@bench.local`,
      });
      if (answer.status !== 201 && answer.status !== 200) throw new Error(`reserve answered ${answer.status}`);
      readerKeys.push(answer.body.readerKey);
    }),
  );
  add("  the design's minimum for a reservation", RESERVATION_MINIMUM);
  addWrites(
    "completion (its holder)",
    await measure(api, ops, async (i) => {
      const answer = await api.post(
        `/api/juzs/${must(juzIds.get(i + 1))}/complete`,
        { email: `cost-reader-${i}@bench.local`, juzNumbers: [i + 1] },
        { [READER_KEY_HEADER]: must(readerKeys[i]) },
      );
      if (answer.status !== 200) throw new Error(`complete answered ${answer.status}`);
    }),
  );
  add(
    "public list (50 khatms)",
    await measure(api, ops, async () => {
      await api.get("/api/khatms/public?limit=50");
    }),
  );
  for (const [label, query] of searchesOf(seededCode)) {
    const counts = await measure(api, ops, async () => {
      const answer = await api.get(`/api/khatms/public?q=${encodeURIComponent(query)}&limit=50`);
      if (answer.status !== 200) throw new Error(`search ${query} answered ${answer.status}`);
    });
    rows.push({
      bench: "cost",
      figure: `search ${label}`,
      value: summary(counts),
      target: `D1 rows read <= ${SEARCH_ROWS_TARGET}`,
      ok: counts.d1RowsRead <= SEARCH_ROWS_TARGET,
    });
  }
  add(
    "live message (a change's message to one more socket)",
    await liveMessageCost(api, khatm.id, Math.min(ops, 29 - ops)),
  );
  const withoutPhone = await reminderCost(api, ops, 0);
  const withPhones = await reminderCost(api, ops, PHONES);
  add(`"Send a reminder" to one reader with ${PHONES} phones subscribed`, withPhones);
  add(
    "  a push (the difference from a reader with no phone, per phone)",
    Object.fromEntries(
      Object.entries(withPhones).map(([unit, value]) => [
        unit,
        round(Math.max(0, value - withoutPhone[unit as keyof Counts]) / PHONES),
      ]),
    ) as Counts,
  );
  return rows;
}

/** The phones a reminded reader has subscribed to push (issue 36): one push each. */
const PHONES = 2;

/**
 * The creator's "Send a reminder" (once a day per khatm, so each operation has a khatm of its own) to the one reader
 * with an open juz, who reserved from a browser that then subscribed `phones` devices to push: an e-mail and a push
 * per phone, each an effect of the khatm's outbox delivered by its alarm.
 */
async function reminderCost(api: Api, ops: number, phones: number): Promise<Counts> {
  const khatms: Array<Awaited<ReturnType<Api["createKhatm"]>>> = [];
  for (let i = 0; i < ops; i++) {
    const khatm = await api.createKhatm(`Reminder cost ${phones}-${i}`, `reminder-cost-${phones}-${i}@bench.local`);
    const reserved = await api.post(`/api/khatms/${khatm.id}/reserve`, {
      juzNumbers: [1],
      readerName: `Reminded reader ${i}`,
      readerEmail: `reminded-${phones}-${i}@bench.local`,
    });
    if (reserved.status !== 201 && reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`);
    for (let phone = 0; phone < phones; phone++) {
      const subscribed = await api.post("/api/push/subscriptions", await deviceSubscription(`cost-${i}-${phone}`), {
        [READER_KEY_HEADER]: reserved.body.readerKey,
      });
      if (subscribed.status !== 201) throw new Error(`subscribing answered ${subscribed.status}`);
    }
    khatms.push(khatm);
  }
  return measure(api, ops, async (i) => {
    const khatm = must(khatms[i]);
    const answer = await api.post(`/api/khatms/${khatm.id}/reminders`, {}, { [MANAGE_KEY_HEADER]: khatm.manageKey });
    if (answer.status !== 200)
      throw new Error(`the reminder answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  });
}

/**
 * A live message is the difference between a reservation seen by ten sockets and one seen by none (outgoing
 * WebSocket messages are not billed requests; the object's work shows in its rows, if any), per socket.
 */
async function liveMessageCost(api: Api, khatmId: string, ops: number) {
  const sockets = 10;
  const reserveNext = (offset: number) => async (i: number) => {
    const number = 29 - offset - i;
    const answer = await api.post(`/api/khatms/${khatmId}/reserve`, {
      juzNumbers: [number],
      readerName: `Live cost ${number}`,
      readerEmail: `live-cost-${number}@bench.local`,
    });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`reserve answered ${answer.status}`);
  };
  const half = Math.floor(ops / 2);
  const without = await measure(api, half, reserveNext(0));
  const listeners = await Promise.all(
    Array.from(
      { length: sockets },
      () => new WebSocket(`${api.origin.replace(/^http/, "ws")}/api/khatms/${khatmId}/live`),
    ),
  );
  await Promise.all(listeners.map((socket) => new Promise((resolve) => socket.addEventListener("open", resolve))));
  try {
    const withSockets = await measure(api, half, reserveNext(half));
    return Object.fromEntries(
      Object.entries(withSockets).map(([unit, value]) => [
        unit,
        round(Math.max(0, value - without[unit as keyof Counts]) / sockets),
      ]),
    ) as Counts;
  } finally {
    for (const socket of listeners) socket.close();
  }
}
