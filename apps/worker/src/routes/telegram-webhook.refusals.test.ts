import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, reserve } from "../../test/khatms";
import { expectJson } from "../../test/observe";
import { telegramGroup, telegramUser } from "../../test/telegram";

/** The statuses of the khatm's parts `numbers`, read as a visitor. */
async function statuses(khatmId: string, numbers: number[]): Promise<string[]> {
  const parts = await expectJson<Array<{ number: number; status: string }>>(
    await api("GET", `/api/khatms/${khatmId}/juzs`),
    200,
  );
  return numbers.map((number) => parts.find((part) => part.number === number)?.status ?? "none");
}

describe("the bot's refusals name the part and why (issue 38)", () => {
  it("says who holds a part a /take asks for, reserving nothing of the command", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [6], { readerName: "Ahmed" });
    await reserve(khatm.id, [9], { readerName: "Secret Name", anonymous: true });
    const group = telegramGroup();
    const ali = telegramUser("Ali", { language_code: "en" });
    await group.say(ali, `/khatm ${khatm.accessCode}`);

    await group.say(ali, "/take 5 6 7");
    await group.say(ali, "/take 9");
    await group.say(ali, "/take 5 6 9 10");

    expect((await group.replies()).slice(1)).toEqual([
      "Juz 6 is already taken by Ahmed.",
      "Juz 9 is already taken.",
      "Juz 6 is already taken by Ahmed. Juz 9 is already taken.",
    ]);
    expect(await statuses(khatm.id, [5, 7, 10])).toEqual(["available", "available", "available"]);
  });

  it("names a completed part, and a group of parts one holder has, in the sender's language", async () => {
    const khatm = await createKhatm();
    const web = await reserve(khatm.id, [1, 2, 3], { readerName: "Maryam" });
    expect((await juzAction(khatm.id, 3, "complete", {}, { readerKey: web.readerKey })).status).toBe(200);
    const group = telegramGroup();
    const sender = telegramUser("Amina", { language_code: "fr" });
    const english = telegramUser("Bilal");
    await group.say(sender, `/khatm ${khatm.accessCode}`);

    await group.say(english, "/take 1 2 3");
    await group.say(sender, "/take 1-2");

    expect((await group.replies()).slice(1)).toEqual([
      "Juz 1-2 are already taken by Maryam. Juz 3 is already completed.",
      "Juz 1-2 sont déjà réservés par Maryam.",
    ]);
  });

  it("does not give a Telegram user a part their namesake holds", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const first = telegramUser("Yusuf");
    const second = telegramUser("Yusuf");
    await group.say(first, `/khatm ${khatm.accessCode}`);
    await group.say(first, "/take 4");

    await group.say(second, "/take 4 5");
    await group.say(second, "/drop 4");

    expect((await group.replies()).slice(2)).toEqual([
      "Juz 4 is already taken by Yusuf.",
      "You have not reserved Juz 4, so you cannot cancel it.",
    ]);
    expect(await statuses(khatm.id, [4, 5])).toEqual(["reserved", "available"]);
  });

  it("answers a part out of range, one not the sender's, and a completed part's /drop", async () => {
    const khatm = await createKhatm({ division: "page" });
    await reserve(khatm.id, [300], { readerName: "Hafsa" });
    const group = telegramGroup();
    const sender = telegramUser("Omar");
    await group.say(sender, `/khatm ${khatm.accessCode}`);
    await group.say(sender, "/take 12");
    await group.say(sender, "/done 12");

    await group.say(sender, "/take 605");
    await group.say(sender, "/done 300 301");
    await group.say(sender, "/drop 12");
    await group.say(sender, "/take 300");

    expect((await group.replies()).slice(3)).toEqual([
      "This Khatm has no Page 605. Choose from 1 to 604.",
      "You have not reserved Pages 300-301, so you cannot mark them completed.",
      "Page 12 is already completed, so it cannot be cancelled.",
      "Page 300 is already taken by Hafsa.",
    ]);
    expect(await statuses(khatm.id, [12, 300, 301])).toEqual(["completed", "reserved", "available"]);
  });

  it("never names more than a few holders one by one", async () => {
    const khatm = await createKhatm();
    for (const [number, name] of [
      [1, "Aisha"],
      [2, "Bilal"],
      [3, "Dawud"],
      [4, "Hamza"],
      [6, "Idris"],
    ] as const)
      await reserve(khatm.id, [number], { readerName: name });
    const group = telegramGroup();
    const sender = telegramUser("Zaid");
    await group.say(sender, `/khatm ${khatm.accessCode}`);

    await group.say(sender, "/take 1-6");

    expect((await group.replies()).at(-1)).toBe(
      "Juz 1 is already taken by Aisha. Juz 2 is already taken by Bilal. Juz 3 is already taken by Dawud. " +
        "Juz 4 and 6 are not available either.",
    );
  });
});
