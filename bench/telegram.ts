/**
 * Issue 38: a burst of changes on a khatm a Telegram group follows is a handful of list edits, and the last shows them
 * all. A fake Bot API on loopback (it records every call and answers as Telegram does, "message is not modified"
 * included) and wrangler dev of its own, the bot pointed at it. A page khatm (604 parts) is linked to a group through
 * the webhook (/khatm {code}, with the secret token), then 100 readers reserve pages 1-100 through the web's API, 25
 * at a time; the bench waits until no edit has come for twice the edit's hold-back (3 s). Figures: the burst's time,
 * the edits and posts the group got, the time from the last reservation's answer to the last edit, and whether the
 * last edit names all 100 readers.
 *   pnpm exec tsx bench/telegram.ts [--ports 8812,8813]    or    ./bench/run --only telegram
 * Needs the built web app (pnpm build), as wrangler dev serves it.
 */
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Api, pool } from "./lib/api";
import { RESULTS_DIR, ROOT } from "./lib/paths";
import type { Row } from "./lib/report";
import { firstFreePort, freshMigratedState, startServer } from "./lib/server";

const READERS = 100;
const CONCURRENCY = 25;
/** The worker holds an edit back this long (apps/worker/src/durable/telegram-groups.ts LIST_EDIT_DELAY_MS). */
const HOLD_BACK_MS = 3_000;
const SECRET = "bench-webhook-secret";
const CHAT_ID = -1_001_234_567_890;
const TARGET_EDITS = 5;

interface Call {
  method: string;
  at: number;
  params: { chat_id?: number; text?: string; message_id?: number };
}

/** A Bot API that keeps each message's text, for sendMessage and editMessageText. */
async function fakeBotApi(port: number) {
  const calls: Call[] = [];
  const texts = new Map<number, string>();
  let next = 1;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const method = (request.url ?? "").split("/").pop() ?? "";
      const params = body ? JSON.parse(body) : {};
      calls.push({ method, at: Date.now(), params });
      const answer = (status: number, payload: object) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      const message = (id: number) => ({
        message_id: id,
        date: 0,
        chat: { id: params.chat_id, type: "supergroup", title: "Bench group" },
        text: texts.get(id),
      });
      if (method === "sendMessage") {
        const id = next++;
        texts.set(id, params.text);
        return answer(200, { ok: true, result: message(id) });
      }
      if (method === "editMessageText") {
        if (texts.get(params.message_id) === params.text)
          return answer(400, { ok: false, error_code: 400, description: "Bad Request: message is not modified" });
        texts.set(params.message_id, params.text);
        return answer(200, { ok: true, result: message(params.message_id) });
      }
      return answer(200, { ok: true, result: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function quietFor(calls: Call[], ms: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const last = calls.at(-1)?.at ?? started;
    if (Date.now() - last >= ms) return;
    if (Date.now() - started > timeoutMs) throw new Error("the group's edits did not settle");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function runTelegram(options: { ports: number[]; log?: (message: string) => void }): Promise<Row[]> {
  const log = options.log ?? (() => {});
  mkdirSync(RESULTS_DIR, { recursive: true });
  const bot = await fakeBotApi(await firstFreePort(options.ports));
  const port = await firstFreePort(options.ports.filter((candidate) => String(candidate) !== bot.url.split(":")[2]));
  const stateDir = join(ROOT, `.wrangler/telegram-state-${port}`);
  const vars = {
    TELEGRAM_BOT_TOKEN: "123456:bench-token",
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_BOT_USERNAME: "khatm_bench_bot",
    TELEGRAM_API_URL: bot.url,
  };
  freshMigratedState(stateDir);
  const server = await startServer({ port, stateDir, logFile: join(RESULTS_DIR, "telegram-wrangler.log"), vars });
  try {
    const api = new Api(server.origin);
    const khatm = await api.createKhatm("Pages for the Telegram group", "telegram-creator@bench.local", true, "page");
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: CHAT_ID, type: "supergroup", title: "Bench group" },
        from: { id: 42, is_bot: false, first_name: "Organiser" },
        text: `/khatm ${khatm.accessCode}`,
        entities: [{ type: "bot_command", offset: 0, length: 6 }],
      },
    };
    const linked = await api.post("/api/telegram/webhook", update, { "X-Telegram-Bot-Api-Secret-Token": SECRET });
    if (linked.status !== 200) throw new Error(`the webhook answered ${linked.status}`);
    await quietFor(bot.calls, 1_000, 30_000);
    const before = bot.calls.length;
    log(`group linked (${before} calls: reply and list); ${READERS} reservations, ${CONCURRENCY} at a time`);

    const started = Date.now();
    let lastAnswer = started;
    const statuses: number[] = [];
    await pool(
      Array.from({ length: READERS }, (_, index) => index + 1),
      CONCURRENCY,
      async (page) => {
        const answer = await api.post(`/api/khatms/${khatm.id}/reserve`, {
          partNumbers: [page],
          readerName: `Reader ${page}`,
          readerEmail: `telegram-reader-${page}@bench.local`,
        });
        lastAnswer = Math.max(lastAnswer, Date.now());
        statuses.push(answer.status);
      },
    );
    const burstMs = lastAnswer - started;
    await quietFor(bot.calls, 2 * HOLD_BACK_MS, 120_000);

    const during = bot.calls.slice(before);
    const edits = during.filter((call) => call.method === "editMessageText");
    const posts = during.filter((call) => call.method === "sendMessage");
    const lastEdit = edits.at(-1);
    const lines = (lastEdit?.params.text ?? "").split("\n");
    const shown = Array.from({ length: READERS }, (_, index) => index + 1).filter((page) =>
      lines.includes(`${page}. Reader ${page}`),
    ).length;
    const reserved = statuses.filter((status) => status === 200).length;
    return [
      {
        bench: "telegram",
        figure: `${READERS} reservations of a linked page khatm (${CONCURRENCY} at a time)`,
        value: `${reserved} reserved in ${(burstMs / 1000).toFixed(1)} s`,
        ok: reserved === READERS,
      },
      {
        bench: "telegram",
        figure: "the group's list edits for the burst, new posts",
        target: `<= ${TARGET_EDITS} edits, no post`,
        value: `${edits.length} edits, ${posts.length} posts`,
        ok: edits.length >= 1 && edits.length <= TARGET_EDITS && posts.length === 0,
      },
      {
        bench: "telegram",
        figure: "last reservation's answer to the last edit",
        value: lastEdit ? `${((lastEdit.at - lastAnswer) / 1000).toFixed(1)} s` : "no edit",
        ok: Boolean(lastEdit),
      },
      {
        bench: "telegram",
        figure: "readers the last edit shows",
        target: `all ${READERS}`,
        value: `${shown} of ${READERS}`,
        ok: shown === READERS,
      },
    ];
  } finally {
    await server.stop();
    await bot.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { ports: { type: "string", default: "8812,8813" } } });
  const rows = await runTelegram({
    ports: (values.ports ?? "").split(",").map(Number),
    log: (message) => console.error(`[telegram] ${message}`),
  });
  for (const row of rows) console.log(`${row.ok === false ? "FAIL" : "ok  "} ${row.figure}: ${row.value}`);
}
