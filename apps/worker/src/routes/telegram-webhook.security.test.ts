import { env } from "cloudflare:test";
import type { AppConfig } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, call, createKhatm, juzId } from "../../test/khatms";
import { expectError, expectJson, storedJuzs } from "../../test/observe";
import { groupMessage, sendUpdate, telegramGroup, telegramUser } from "../../test/telegram";

describe("POST /api/telegram/webhook: only Telegram's updates, and never a 5xx", () => {
  it("refuses an update without the secret token (401) or with a wrong one (403), doing nothing", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const update = groupMessage(group, telegramUser("Mallory"), `/khatm ${khatm.accessCode}`);

    await expectError(await sendUpdate(update, null), 401, "Only Telegram may call this address.");
    await expectError(await sendUpdate(update, "test-webhook-secreT"), 403, "Only Telegram may call this address.");
    await expectError(await sendUpdate(update, ""), 401);

    expect((await group.seen()).calls).toEqual([]);
    const taken = groupMessage(group, telegramUser("Mallory"), "/take 1");
    await sendUpdate(taken, "wrong");
    expect((await storedJuzs(khatm.id)).every((juz) => juz.status === "available")).toBe(true);
  });

  it("answers 400 for a body that is no update, and 200 for any update it does not act on", async () => {
    await expectError(await sendUpdate("{not json"), 400, "This is not a Telegram update.");
    await expectError(await sendUpdate("[]"), 400);
    await expectError(await sendUpdate({ update_id: "1" }), 400);
    const group = telegramGroup();
    const from = telegramUser("Odd");
    const odd = [
      { update_id: 1 },
      { update_id: 2, edited_message: groupMessage(group, from, "/take 1").message },
      { update_id: 3, callback_query: { id: "1", from, chat_instance: "x", data: "x" } },
      { update_id: 4, message: { message_id: 1, date: 0, chat: { id: group.id, type: "supergroup", title: "A" } } },
      { update_id: 5, message: { ...groupMessage(group, from, "hello").message } },
      { update_id: 6, message: { ...groupMessage(group, from, "/take").message, from: undefined } },
      { update_id: 7, channel_post: { message_id: 1, date: 0, chat: { id: -5, type: "channel" }, text: "/take 1" } },
      { update_id: 8, message: { ...groupMessage(group, from, "/unknown 5").message } },
      { update_id: 9, my_chat_member: { chat: { id: group.id, type: "supergroup", title: "A" }, from, date: 0 } },
    ];
    for (const update of odd) expect((await sendUpdate(update)).status, JSON.stringify(update)).toBe(200);
    expect((await group.seen()).calls).toEqual([]);
  });

  it("answers a command whose Bot API reply fails with 200 all the same (logged, not retried by Telegram)", async () => {
    const group = telegramGroup();
    await group.fail("sendMessage", [{ status: 500 }]);
    expect((await group.say(telegramUser("Bashir"), "/list")).status).toBe(200);
  });

  it("is off without the bot's settings: 404, and /api/config names no bot", async () => {
    const off = { ...env, TELEGRAM_BOT_TOKEN: undefined };
    const update = JSON.stringify(groupMessage(telegramGroup(), telegramUser("Nobody"), "/list"));
    const headers = { "X-Telegram-Bot-Api-Secret-Token": "test-webhook-secret", "Content-Type": "application/json" };
    const response = await call("POST", "/api/telegram/webhook", { rawBody: update, headers, env: off });
    expect(response.status).toBe(404);
    const config = await expectJson<AppConfig>(await api("GET", "/api/config", { env: off }), 200);
    expect(config.telegramBot).toBeUndefined();
    const on = await expectJson<AppConfig>(await api("GET", "/api/config"), 200);
    expect(on.telegramBot).toBe("khatm_test_bot");
  });

  it("never takes a part for the sender across its reader key: a browser's key cannot act as a Telegram user", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const owner = telegramUser("Owner");
    await group.say(owner, `/khatm ${khatm.accessCode}`);
    await group.say(owner, "/take 9");
    // The Telegram reader's key is "telegram:{id}", which no browser may send (a reader key is [\w-]{32,128}).
    const cancel = await api("POST", `/api/juzs/${await juzId(khatm.id, 9)}/cancel`, {
      readerKey: `telegram:${owner.id}`,
      body: {},
    });
    expect(cancel.status).toBeGreaterThanOrEqual(400);
    expect(cancel.status).toBeLessThan(500);
    expect((await storedJuzs(khatm.id)).find((juz) => juz.number === 9)?.status).toBe("reserved");
  });
});
