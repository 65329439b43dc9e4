import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, reserve } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { advanceDeliveryClock } from "../../test/provider";
import {
  BOT_USERNAME,
  deliverListEdits,
  sendUpdate,
  TELEGRAM_ORIGIN,
  telegramGroup,
  telegramUser,
} from "../../test/telegram";
import { khatmCoordinator } from "../durable/khatm-object";

/** The list line of part `number` in a list message. */
function line(list: string, number: number): string | undefined {
  return list.split("\n").find((entry) => entry.startsWith(`${number}. `));
}

describe("the Telegram bot in a group (issue 38)", () => {
  it("links a group by /khatm {code} and posts the khatm's list there, the WhatsApp list's lines", async () => {
    const khatm = await createKhatm({ name: "Ramadan Khatm" });
    await reserve(khatm.id, [5], { readerName: "Ahmed" });
    const group = telegramGroup();
    const admin = telegramUser("Fatima", { language_code: "en" });

    expect((await group.say(admin, `/khatm ${khatm.accessCode}`)).status).toBe(200);

    expect(await group.replies()).toEqual([
      'This group now follows "Ramadan Khatm". Take a part with /take and its number, e.g. /take 5.',
    ]);
    const [list] = await group.lists();
    const whatsapp = await expectJson<{ text: string }>(await api("GET", `/api/khatms/${khatm.id}/list-text`), 200);
    expect(list?.text.split("\n").slice(0, -1)).toEqual(whatsapp.text.split("\n").slice(0, -1));
    expect(line(list?.text ?? "", 5)).toBe("5. Ahmed");
    expect(line(list?.text ?? "", 12)).toBe("12. —");
    expect(list?.text).toMatch(new RegExp(`/j/${khatm.accessCode}$`));
  });

  it("takes the deep link's /start@bot {code} as /khatm, and answers in the sender's language", async () => {
    const khatm = await createKhatm({ name: "Khatm de la famille" });
    const group = telegramGroup();
    await group.say(telegramUser("Amina", { language_code: "fr" }), `/start@${BOT_USERNAME} ${khatm.accessCode}`);
    expect(await group.replies()).toEqual([
      "Ce groupe suit désormais « Khatm de la famille ». Prenez une partie avec /take et son numéro, par ex. /take 5.",
    ]);
    expect(await group.lists()).toHaveLength(1);
  });

  it("reserves /take 5, /take 6 7 and /take 9-10 for the sender, a reader named by their Telegram name", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const ahmed = telegramUser("Ahmed", { last_name: "Karimov" });
    await group.say(ahmed, `/khatm ${khatm.accessCode}`);

    await group.say(ahmed, "/take 5");
    await group.say(ahmed, `/take@${BOT_USERNAME} 6 7`);
    await group.say(ahmed, "/take 9-10");

    const replies = await group.replies();
    expect(replies.slice(1)).toEqual([
      "Ahmed Karimov reserved Juz 5.",
      "Ahmed Karimov reserved Juz 6-7.",
      "Ahmed Karimov reserved Juz 9-10.",
    ]);
    const juzs = await expectJson<Array<{ number: number; status: string; readerName: string | null }>>(
      await api("GET", `/api/khatms/${khatm.id}/juzs`),
      200,
    );
    expect(juzs.filter((juz) => juz.status === "reserved").map((juz) => [juz.number, juz.readerName])).toEqual([
      [5, "Ahmed Karimov"],
      [6, "Ahmed Karimov"],
      [7, "Ahmed Karimov"],
      [9, "Ahmed Karimov"],
      [10, "Ahmed Karimov"],
    ]);
  });

  it("refuses a take all or nothing, naming the part taken, and answers every mistake", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [6], { readerName: "Maryam" });
    const group = telegramGroup();
    const ali = telegramUser("Ali");
    await group.say(ali, "/take 5");
    await group.say(ali, `/khatm ${khatm.accessCode}`);
    await group.say(ali, "/take 5 6");
    await group.say(ali, "/take 31");
    await group.say(ali, "/take five");
    await group.say(ali, "/khatm 000000");
    await group.say(ali, "/khatm");

    const replies = await group.replies();
    expect(replies[0]).toBe("This group follows no Khatm yet. Link one with /khatm followed by its 6-digit code.");
    expect(replies[2]).toBe("Juz 6 is already taken by Maryam.");
    expect(replies[3]).toBe("This Khatm has no Juz 31. Choose from 1 to 30.");
    expect(replies[4]).toBe("Name the parts by number, e.g. /take 5, /take 5 6 7 or /take 9-10.");
    expect(replies[5]).toBe("No Khatm has the code 000000. Check the code and try again.");
    expect(replies[6]).toBe("Send /khatm followed by the Khatm's 6-digit code, e.g. /khatm 123456.");
    const juzs = await expectJson<Array<{ number: number; status: string }>>(
      await api("GET", `/api/khatms/${khatm.id}/juzs`),
      200,
    );
    expect(juzs.find((juz) => juz.number === 5)?.status).toBe("available");
  });

  it("lets the holder mark /done and /drop, from any group, and refuses another member", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const other = telegramGroup("Cousins");
    const holder = telegramUser("Zaid");
    const member = telegramUser("Omar");
    await group.say(holder, `/khatm ${khatm.accessCode}`);
    await group.say(holder, "/take 1 2");
    await other.say(holder, `/khatm ${khatm.accessCode}`);

    await group.say(member, "/done 1");
    await other.say(holder, "/done 1");
    await group.say(holder, "/drop 2");

    const replies = await group.replies();
    expect(replies.at(-2)).toBe("You have not reserved Juz 1, so you cannot mark it completed.");
    expect(replies.at(-1)).toBe("Zaid cancelled Juz 2; available again.");
    expect((await other.replies()).at(-1)).toBe("Zaid completed Juz 1. May Allah accept it.");
    const juzs = await expectJson<Array<{ number: number; status: string }>>(
      await api("GET", `/api/khatms/${khatm.id}/juzs`),
      200,
    );
    expect(juzs.slice(0, 2).map((juz) => juz.status)).toEqual(["completed", "available"]);
  });

  it("edits the group's list after a reservation on the web, one edit for a burst of changes", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    await group.say(telegramUser("Hafsa"), `/khatm ${khatm.accessCode}`);
    const [posted] = await group.lists();

    await reserve(khatm.id, [3], { readerName: "Bilal" });
    await reserve(khatm.id, [4], { readerName: "Sumayya", anonymous: true });
    await reserve(khatm.id, [8], { readerName: "Yusuf" });
    const before = (await group.seen()).calls.filter((entry) => entry.method === "editMessageText");
    expect(before, "held back for the changes right behind it").toHaveLength(0);
    await deliverListEdits(khatm.id);

    const edits = (await group.seen()).calls.filter((entry) => entry.method === "editMessageText");
    expect(edits).toHaveLength(1);
    expect(edits[0]?.params.message_id).toBe(posted?.message_id);
    const [list] = await group.lists();
    expect(line(list?.text ?? "", 3)).toBe("3. Bilal");
    expect(line(list?.text ?? "", 4)).toBe("4. Anonymous reader");
    expect(line(list?.text ?? "", 8)).toBe("8. Yusuf");
    expect(list?.text).not.toContain("Sumayya");
    expect(list?.text).not.toContain("@example.com");
  });

  it("posts the list again on /list, and the edits follow that message", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const sender = telegramUser("Idris");
    await group.say(sender, `/khatm ${khatm.accessCode}`);
    await group.say(sender, "/list");
    await group.say(sender, "/take 30");
    await deliverListEdits(khatm.id);

    const { calls } = await group.seen();
    const posts = calls.filter((entry) => entry.method === "sendMessage" && !entry.params.reply_parameters);
    const edits = calls.filter((entry) => entry.method === "editMessageText");
    expect(posts).toHaveLength(2);
    expect(edits.at(-1)?.params.text).toContain("30. Idris");
    const lists = await group.lists();
    expect(edits.at(-1)?.params.message_id).toBe(lists.at(-1)?.message_id);
  });

  it("unlinks on /unlink by a group administrator, refuses a member, and stops editing the list", async () => {
    const khatm = await createKhatm({ name: "Unlink Khatm" });
    const group = telegramGroup();
    const admin = telegramUser("Khalid");
    const member = telegramUser("Sara");
    await group.setMember(admin.id, "administrator");
    await group.say(admin, `/khatm ${khatm.accessCode}`);

    await group.say(member, "/unlink");
    await group.say(admin, "/unlink");
    await group.say(member, "/take 1");
    await reserve(khatm.id, [2]);
    await deliverListEdits(khatm.id);

    const replies = await group.replies();
    expect(replies.slice(1)).toEqual([
      "Only an administrator of this group can unlink it.",
      'This group no longer follows "Unlink Khatm".',
      "This group follows no Khatm yet. Link one with /khatm followed by its 6-digit code.",
    ]);
    const { calls } = await group.seen();
    expect(calls.filter((entry) => entry.method === "getChatMember").map((entry) => entry.params.user_id)).toEqual([
      member.id,
      admin.id,
    ]);
    expect(calls.filter((entry) => entry.method === "editMessageText")).toHaveLength(0);
  });

  it("moves a group to another khatm on a new /khatm", async () => {
    const first = await createKhatm({ name: "First" });
    const second = await createKhatm({ name: "Second" });
    const group = telegramGroup();
    const sender = telegramUser("Hamza");
    await group.say(sender, `/khatm ${first.accessCode}`);
    await group.say(sender, `/khatm ${second.accessCode}`);
    await group.say(sender, "/take 7");
    await reserve(first.id, [1]);
    await deliverListEdits(first.id);

    expect((await group.replies()).slice(1)).toEqual([
      'This group now follows "Second" instead of "First".',
      "Hamza reserved Juz 7.",
    ]);
    const juzs = await expectJson<Array<{ number: number; status: string }>>(
      await api("GET", `/api/khatms/${second.id}/juzs`),
      200,
    );
    expect(juzs.find((juz) => juz.number === 7)?.status).toBe("reserved");
    expect((await group.seen()).calls.filter((entry) => entry.method === "editMessageText")).toHaveLength(0);
  });

  it("posts the creator's reminder in the group, naming its readers by mention", async () => {
    const khatm = await createKhatm({ name: "Reminded" });
    const group = telegramGroup();
    const reader = telegramUser("Layla");
    await group.say(reader, `/khatm ${khatm.accessCode}`);
    await group.say(reader, "/take 3");
    await reserve(khatm.id, [4], { readerName: "Hidden", anonymous: true });

    const reminded = await api("POST", `/api/khatms/${khatm.id}/reminders`, {
      ...khatm.creator,
      body: { creatorEmail: khatm.creatorEmail },
    });
    expect(reminded.status).toBe(200);

    const [reminder] = await group.reminders();
    expect(reminder?.text).toBe('A reminder from "Reminded": Layla, your reading is waiting for you.');
    expect(reminder?.entities).toEqual([
      {
        type: "text_mention",
        offset: 'A reminder from "Reminded": '.length,
        length: 5,
        user: expect.objectContaining({ id: reader.id }),
      },
    ]);
    expect(reminder?.text).not.toContain("Hidden");
  });

  it("moves the group along to the khatm's next round, which posts its new list there", {
    timeout: 30_000,
  }, async () => {
    const khatm = await createKhatm({ name: "Rounds" });
    const group = telegramGroup();
    const reader = telegramUser("Salma");
    await group.say(reader, `/khatm ${khatm.accessCode}`);
    const all = Array.from({ length: 30 }, (_, index) => index + 1).join(" ");
    await group.say(reader, `/take ${all}`);
    await group.say(reader, `/done ${all}`);
    const started = await api("POST", `/api/khatms/${khatm.id}/next-round`, {
      ...khatm.creator,
      body: { mode: "invite" },
    });
    const { id: nextId } = await expectJson<{ id: string }>(started, 201);

    await group.say(reader, "/take 2");
    expect((await group.replies()).at(-1)).toBe("Salma reserved Juz 2.");
    const juzs = await expectJson<Array<{ number: number; status: string }>>(
      await api("GET", `/api/khatms/${nextId}/juzs`),
      200,
    );
    expect(juzs.find((juz) => juz.number === 2)?.status).toBe("reserved");
    const lists = await group.lists();
    expect(lists.at(-1)?.text.split("\n")[0]).toBe("*Rounds*");
    expect(lists.at(-1)?.text).not.toMatch(new RegExp(`/j/${khatm.accessCode}$`));
  });

  it("answers a private chat with where the bot works", async () => {
    const user = telegramUser("Nur");
    const answered = await sendUpdate({
      update_id: 9,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: user.id, type: "private", first_name: "Nur" },
        from: user,
        text: "/take 5",
      },
    });
    expect(answered.status).toBe(200);
    const { calls } = (await (await fetch(`${TELEGRAM_ORIGIN}/control/chats/${user.id}`)).json()) as {
      calls: Array<{ params: { text: string } }>;
    };
    expect(calls.map((entry) => entry.params.text)).toEqual([
      'Add me to a group to run a Khatm there: open the Khatm\'s Share dialog and choose "Add to a Telegram group".',
    ]);
  });
});

describe("the group's list through the khatm's outbox", () => {
  it("retries an edit Telegram refuses with 429 after its retry_after, and after a 5xx", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    await group.say(telegramUser("Musa"), `/khatm ${khatm.accessCode}`);
    await group.fail("editMessageText", [{ status: 429, retryAfter: 60 }, { status: 502 }]);

    await reserve(khatm.id, [1], { readerName: "Harun" });
    await deliverListEdits(khatm.id);
    let edits = (await group.seen()).calls.filter((entry) => entry.method === "editMessageText");
    expect(edits.map((entry) => entry.status)).toEqual([429]);

    await advanceDeliveryClock(khatm.id, 30_000);
    await khatmCoordinator(env, khatm.id).deliverEffects();
    edits = (await group.seen()).calls.filter((entry) => entry.method === "editMessageText");
    expect(
      edits.map((entry) => entry.status),
      "not before retry_after",
    ).toEqual([429]);

    await advanceDeliveryClock(khatm.id, 31_000);
    await khatmCoordinator(env, khatm.id).deliverEffects();
    await advanceDeliveryClock(khatm.id, 31_000);
    await khatmCoordinator(env, khatm.id).deliverEffects();
    edits = (await group.seen()).calls.filter((entry) => entry.method === "editMessageText");
    expect(edits.map((entry) => entry.status)).toEqual([429, 502, 200]);
    expect(line(String(edits.at(-1)?.params.text), 1)).toBe("1. Harun");
  });

  it("takes Telegram's 'message is not modified' as done: the list already reads so", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    await group.say(telegramUser("Yahya"), `/khatm ${khatm.accessCode}`);
    await reserve(khatm.id, [2]);
    await juzAction(khatm.id, 2, "cancel", {}, khatm.creator);
    await deliverListEdits(khatm.id);
    const { calls } = await group.seen();
    const edits = calls.filter((entry) => entry.method === "editMessageText");
    expect(edits.map((entry) => entry.status)).toEqual([400]);
    const dead = await khatmCoordinator(env, khatm.id).deadLetters();
    expect(dead).toHaveLength(0);
  });
});
