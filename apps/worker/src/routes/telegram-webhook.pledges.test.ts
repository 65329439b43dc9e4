import { describe, expect, it } from "vitest";
import { api, createKhatm } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { createCount, pledge } from "../../test/pledges";
import { deliverListEdits, telegramGroup, telegramUser } from "../../test/telegram";

interface PledgeRow {
  amount: number;
  done: number;
  readerName: string;
}

describe("a counted recitation in a Telegram group: /pledge and /read (issue 38)", () => {
  it("pledges and reports for the sender through the web's pledge change, with its limits", async () => {
    const khatm = await createCount(10);
    const group = telegramGroup();
    const hafsa = telegramUser("Hafsa");
    const other = telegramUser("Umar");
    await group.say(hafsa, `/khatm ${khatm.accessCode}`);

    await group.say(hafsa, "/pledge 3");
    await group.say(hafsa, "/read 2");
    await group.say(hafsa, "/pledge 20");
    await group.say(hafsa, "/read 5");
    await group.say(hafsa, "/pledge 0");
    await group.say(hafsa, "/pledge three");
    await group.say(other, "/read 1");
    await group.say(hafsa, "/take 5");

    expect(await group.replies()).toEqual([
      'This group now follows "Ya-Sin for our father". Pledge recitations with /pledge and a number, e.g. /pledge 3.',
      "Hafsa pledged 3.",
      "Hafsa has read 2 of 3.",
      "Only 7 remain",
      "This pledge is for 3: at most 3 can be read.",
      "amount must be a whole number from 1 to 1,000,000",
      "Say how many with a whole number, e.g. /pledge 3 or /read 3.",
      "You have no pledge in this Khatm yet. Pledge with /pledge and a number, e.g. /pledge 3.",
      "This Khatm counts recitations: pledge with /pledge and a number, e.g. /pledge 3.",
    ]);
    const pledges = await expectJson<PledgeRow[]>(await api("GET", `/api/khatms/${khatm.id}/pledges`), 200);
    expect(pledges.map(({ readerName, amount, done }) => ({ readerName, amount, done }))).toEqual([
      { readerName: "Hafsa", amount: 3, done: 2 },
    ]);
  });

  it("edits the group's list as pledges and reads come, from the group and the web", async () => {
    const khatm = await createCount(10);
    const group = telegramGroup();
    const sender = telegramUser("Bilal");
    await group.say(sender, `/khatm ${khatm.accessCode}`);
    const [posted] = await group.lists();
    expect(posted?.text.split("\n")).toContain("0 / 10");

    await group.say(sender, "/pledge 4");
    await group.say(sender, "/read 4");
    await pledge(khatm.id, 2, { readerName: "Maryam" });
    await pledge(khatm.id, 1, { readerName: "Hidden", anonymous: true });
    await deliverListEdits(khatm.id);

    const edits = (await group.seen()).calls.filter((entry) => entry.method === "editMessageText");
    expect(edits).toHaveLength(1);
    expect(edits[0]?.params.message_id).toBe(posted?.message_id);
    const text = String(edits[0]?.params.text);
    expect(text.split("\n")).toEqual(expect.arrayContaining(["Bilal: 4/4 ✅", "Maryam: 0/2", "Anonymous reader: 0/1"]));
    expect(text).not.toContain("Hidden");
  });

  it("posts the creator's reminder in the group, naming the readers of pledges not read in full", async () => {
    const khatm = await createCount(10);
    const group = telegramGroup();
    const reading = telegramUser("Hafsa");
    const finished = telegramUser("Bilal");
    await group.say(reading, `/khatm ${khatm.accessCode}`);
    await group.say(reading, "/pledge 3");
    await group.say(reading, "/read 1");
    await group.say(finished, "/pledge 2");
    await group.say(finished, "/read 2");
    await pledge(khatm.id, 1, { readerName: "Hidden", anonymous: true });

    const reminded = await api("POST", `/api/khatms/${khatm.id}/reminders`, {
      ...khatm.creator,
      body: { creatorEmail: khatm.creatorEmail },
    });
    expect(reminded.status).toBe(200);

    const [reminder] = await group.reminders();
    expect(reminder?.text).toBe('A reminder from "Ya-Sin for our father": Hafsa, your reading is waiting for you.');
    expect(reminder?.entities).toEqual([
      expect.objectContaining({ type: "text_mention", user: expect.objectContaining({ id: reading.id }) }),
    ]);
  });

  it("answers /pledge in a khatm of parts with /take", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const sender = telegramUser("Sara", { language_code: "fr" });
    await group.say(sender, `/khatm ${khatm.accessCode}`);
    await group.say(sender, "/pledge 3");
    await group.say(sender, "/read 3");
    expect((await group.replies()).slice(1)).toEqual([
      "Cette Khatm est partagée en parties : prenez-en une avec /take et son numéro, par ex. /take 5.",
      "Cette Khatm est partagée en parties : prenez-en une avec /take et son numéro, par ex. /take 5.",
    ]);
  });
});
