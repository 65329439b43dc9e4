// A Telegram Bot API for the worker tests (issue 38), reached through the fake e-mail provider's worker, which the
// worker's outbound requests go to (vitest.config.ts) and which hands it every request for TELEGRAM_ORIGIN. It
// records every call and answers like Telegram: {ok, result} or {ok: false, error_code, description, parameters}.
// Tests use chats of their own (random ids), so files running side by side do not see each other's calls.
//   POST /bot{token}/{method}                    sendMessage, editMessageText, getChatMember, setWebhook,
//                                                setMyCommands, deleteWebhook
//   POST /control/answers {method, chatId?, answers: [{status, retryAfter?}]}
//                                                the next calls of `method` (in that chat) fail with these statuses
//   POST /control/members {chatId, userId, status} what getChatMember answers ("member" unless told)
//   GET  /control/calls                          {calls: [{method, token, params, status}]}
//   GET  /control/chats/{chatId}                 {calls, messages: [{message_id, text, entities}]}
export const TELEGRAM_ORIGIN = "https://telegram.fake.test";

const calls = [];
const failures = [];
const members = new Map();
const chats = new Map();
let nextMessageId = 1000;

function chat(id) {
  const key = String(id);
  let found = chats.get(key);
  if (!found) {
    found = { messages: new Map() };
    chats.set(key, found);
  }
  return found;
}

const ok = (result) => Response.json({ ok: true, result });

function refused(status, description, parameters) {
  return Response.json(
    { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
    { status },
  );
}

/** A failure a test asked for, for this call: Telegram's 429 names retry_after, a 5xx only says so. */
function askedFailure(method, params) {
  const index = failures.findIndex(
    (failure) =>
      failure.method === method && (failure.chatId === undefined || String(failure.chatId) === String(params.chat_id)),
  );
  if (index < 0) return null;
  const failure = failures[index];
  const answer = failure.answers.shift();
  if (!failure.answers.length) failures.splice(index, 1);
  if (answer.status === 429) {
    return refused(429, `Too Many Requests: retry after ${answer.retryAfter ?? 1}`, {
      retry_after: answer.retryAfter ?? 1,
    });
  }
  return refused(answer.status, answer.status >= 500 ? "Internal Server Error" : "Bad Request: refused by the test");
}

function message(chatId, found) {
  return {
    message_id: found.message_id,
    date: Math.floor(Date.now() / 1000),
    chat: { id: Number(chatId), type: "supergroup", title: "A group" },
    text: found.text,
    ...(found.entities.length ? { entities: found.entities } : {}),
  };
}

function answerCall(method, params) {
  switch (method) {
    case "sendMessage": {
      if (typeof params.text !== "string" || !params.text) return refused(400, "Bad Request: message text is empty");
      const found = { message_id: nextMessageId++, text: params.text, entities: params.entities ?? [] };
      chat(params.chat_id).messages.set(found.message_id, found);
      return ok(message(params.chat_id, found));
    }
    case "editMessageText": {
      const found = chat(params.chat_id).messages.get(Number(params.message_id));
      if (!found) return refused(400, "Bad Request: message to edit not found");
      if (found.text === params.text) {
        return refused(
          400,
          "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
        );
      }
      found.text = params.text;
      return ok(message(params.chat_id, found));
    }
    case "getChatMember": {
      const status = members.get(`${params.chat_id}:${params.user_id}`) ?? "member";
      return ok({ status, user: { id: Number(params.user_id), is_bot: false, first_name: "Member" } });
    }
    case "setWebhook":
    case "setMyCommands":
    case "deleteWebhook":
      return ok(true);
    default:
      return refused(404, "Not Found: method not found");
  }
}

export async function handleTelegram(request) {
  const { pathname } = new URL(request.url);
  const bot = /^\/bot([^/]+)\/(\w+)$/.exec(pathname);
  if (bot && request.method === "POST") {
    const [, token, method] = bot;
    const body = await request.text();
    const params = body ? JSON.parse(body) : {};
    const response = askedFailure(method, params) ?? answerCall(method, params);
    calls.push({ method, token, params, status: response.status });
    return response;
  }
  if (pathname === "/control/answers" && request.method === "POST") {
    failures.push(await request.json());
    return ok(true);
  }
  if (pathname === "/control/members" && request.method === "POST") {
    const { chatId, userId, status } = await request.json();
    members.set(`${chatId}:${userId}`, status);
    return ok(true);
  }
  if (pathname === "/control/calls") return Response.json({ calls });
  const chatControl = /^\/control\/chats\/(-?\d+)$/.exec(pathname);
  if (chatControl) {
    const id = chatControl[1];
    return Response.json({
      calls: calls.filter((call) => String(call.params.chat_id) === id),
      messages: [...chat(id).messages.values()],
    });
  }
  return new Response("not found", { status: 404 });
}
