// A Resend-compatible e-mail provider for the worker tests (vitest.config.ts runs it as an auxiliary worker and
// routes the worker's outbound requests to it). Each test names its own mailbox in the path, so test files running
// side by side do not see each other's mail:
//   POST /{mailbox}/emails                 Resend's "send email": honours Idempotency-Key (the same key is kept once)
//   POST /{mailbox}/control/refuse {count} the next `count` sends are refused with 503
//   GET  /{mailbox}/control                {accepted: [{key, to, subject, headers}], attempts: [{key, status}]}
// Requests for the fake push service's origin are its (../fake-push-service/worker.js), and those for the fake
// Telegram Bot API's are its (../fake-telegram-api/worker.js).
import { handlePush, PUSH_ORIGIN } from "../fake-push-service/worker.js";
import { handleTelegram, TELEGRAM_ORIGIN } from "../fake-telegram-api/worker.js";

const mailboxes = new Map();

function mailbox(name) {
  let box = mailboxes.get(name);
  if (!box) {
    box = { refuse: 0, accepted: [], attempts: [] };
    mailboxes.set(name, box);
  }
  return box;
}

export default {
  async fetch(request) {
    if (new URL(request.url).origin === PUSH_ORIGIN) return handlePush(request);
    if (new URL(request.url).origin === TELEGRAM_ORIGIN) return handleTelegram(request);
    const [, name, ...rest] = new URL(request.url).pathname.split("/");
    const path = rest.join("/");
    if (!name) return new Response("name a mailbox", { status: 404 });
    const box = mailbox(name);
    if (path === "control" && request.method === "GET") {
      return Response.json({ accepted: box.accepted, attempts: box.attempts });
    }
    if (path === "control/refuse" && request.method === "POST") {
      box.refuse = (await request.json()).count;
      return Response.json({ refuse: box.refuse });
    }
    if (path !== "emails" || request.method !== "POST") return new Response("not found", { status: 404 });
    const key = request.headers.get("Idempotency-Key");
    // Read whatever is answered: the sender's body must be taken before the answer goes.
    const body = await request.json();
    if (!request.headers.get("Authorization")?.startsWith("Bearer ")) {
      box.attempts.push({ key, status: 401 });
      return Response.json({ message: "missing API key" }, { status: 401 });
    }
    if (box.refuse > 0) {
      box.refuse -= 1;
      box.attempts.push({ key, status: 503 });
      return Response.json({ message: "try again later" }, { status: 503 });
    }
    box.attempts.push({ key, status: 200 });
    const earlier = key ? box.accepted.find((message) => message.key === key) : undefined;
    if (!earlier) box.accepted.push({ key, to: body.to[0], subject: body.subject, headers: body.headers ?? {} });
    return Response.json({ id: `fake-${key ?? box.accepted.length}` });
  },
};
